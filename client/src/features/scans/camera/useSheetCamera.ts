import { useEffect, useRef, useState, type RefObject } from "react";
import type { GrayImage } from "@shared/omr/grayImage";
import { isSteady, sightSheet, type SheetSighting } from "./sightSheet";

/** Frames are looked at this wide: enough for the markers' edges, quick enough for a phone. */
const LOOK_WIDTH = 720;
/** How often a frame is looked at, and how many in a row must agree before the shot is taken. */
const LOOK_EVERY_MS = 200;
const STEADY_FRAMES = 3;
/** After a shot, frames without a sheet before the next one may be taken: the teacher changes sheets. */
const CLEAR_FRAMES = 2;

export type CameraState =
  | { kind: "starting" }
  | { kind: "refused"; message: string }
  | { kind: "looking"; sighting: SheetSighting | null; frame: { width: number; height: number } }
  | { kind: "waitingForNext" };

function grayOf(video: HTMLVideoElement, canvas: HTMLCanvasElement): GrayImage {
  const scale = Math.min(1, LOOK_WIDTH / video.videoWidth);
  const width = Math.round(video.videoWidth * scale);
  const height = Math.round(video.videoHeight * scale);
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d", { willReadFrequently: true })!;
  context.drawImage(video, 0, 0, width, height);
  const rgba = context.getImageData(0, 0, width, height).data;
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = (rgba[i * 4] * 77 + rgba[i * 4 + 1] * 150 + rgba[i * 4 + 2] * 29) >> 8;
  return { width, height, data };
}

/** The full frame, as the camera gives it, as a JPEG file to send. */
function snapshot(video: HTMLVideoElement): Promise<File> {
  const canvas = document.createElement("canvas");
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext("2d")!.drawImage(video, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) =>
        blob ? resolve(new File([blob], `camera-${Date.now()}.jpg`, { type: "image/jpeg" })) : reject(new Error("captura")),
      "image/jpeg",
      0.9,
    ),
  );
}

const REFUSED =
  "Não foi possível abrir a câmera: permita o acesso à câmera neste site (em um celular, pelo endereço https) ou envie as fotos pelo botão de envio.";

/**
 * The rear camera, looked at a few times a second: once the four markers of a sheet have stayed put
 * and sharp for a few frames, the frame is taken (`onShot`); the next sheet is waited for once this
 * one has left the picture. `takeNow` takes a frame at once.
 */
export function useSheetCamera(video: RefObject<HTMLVideoElement | null>, onShot: (photo: File) => void) {
  // Without mediaDevices (a page over plain http, an old browser) there is no camera to ask for.
  const [state, setState] = useState<CameraState>(() =>
    navigator.mediaDevices ? { kind: "starting" } : { kind: "refused", message: REFUSED },
  );
  const shot = useRef(onShot);
  useEffect(() => {
    shot.current = onShot;
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const canvas = document.createElement("canvas");
    const recent: SheetSighting[] = [];
    let clearFrames = CLEAR_FRAMES;

    const look = () => {
      const element = video.current;
      if (!element || element.readyState < 2 || element.videoWidth === 0) return;
      const frame = grayOf(element, canvas);
      const sighting = sightSheet(frame);
      if (clearFrames < CLEAR_FRAMES) {
        clearFrames = sighting ? 0 : clearFrames + 1;
        setState(clearFrames < CLEAR_FRAMES ? { kind: "waitingForNext" } : { kind: "looking", sighting, frame });
        return;
      }
      recent.push(...(sighting ? [sighting] : []));
      if (!sighting) recent.length = 0;
      if (recent.length > STEADY_FRAMES) recent.shift();
      setState({ kind: "looking", sighting, frame });
      if (recent.length === STEADY_FRAMES && isSteady(recent, frame.width)) {
        recent.length = 0;
        clearFrames = 0;
        void snapshot(element).then((photo) => shot.current(photo));
      }
    };

    if (!navigator.mediaDevices) return;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment", width: { ideal: 1920 }, height: { ideal: 1080 } }, audio: false })
      .then((opened) => {
        stream = opened;
        if (stopped || !video.current) return opened.getTracks().forEach((track) => track.stop());
        video.current.srcObject = opened;
        void video.current.play();
        timer = setInterval(look, LOOK_EVERY_MS);
      })
      .catch(() => setState({ kind: "refused", message: REFUSED }));

    return () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [video]);

  const takeNow = () => {
    if (video.current && video.current.videoWidth > 0) void snapshot(video.current).then((photo) => shot.current(photo));
  };
  return { state, takeNow };
}
