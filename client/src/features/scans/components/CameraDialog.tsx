import { useQueryClient } from "@tanstack/react-query";
import { Camera, CheckCircle2, CircleAlert } from "lucide-react";
import { useRef, useState } from "react";
import type { ScanBatch } from "@shared/types/scans";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { api, serverMessage } from "@/lib/api";
import { scanKeys, sendScans } from "../api";
import { announce } from "../camera/feedback";
import { SHARP_ENOUGH } from "../camera/sightSheet";
import { useSheetCamera, type CameraState } from "../camera/useSheetCamera";
import { sheetOutcome } from "../sheetOutcome";

interface Outcome {
  id: number;
  text: string;
  counted: boolean;
}

const READ_POLL_MS = 300;

/** Sends one photo and waits for its sheet to be read. */
async function readPhoto(applicationId: string, photo: File) {
  const id = await sendScans(applicationId, [photo], () => undefined);
  for (;;) {
    const batch = await api.get<ScanBatch>(`/api/scan-batches/${id}`);
    if (batch.status !== "processing") return batch.sheets[0] ?? null;
    await new Promise((resolve) => setTimeout(resolve, READ_POLL_MS));
  }
}

function hint(state: CameraState, reading: number): string {
  if (state.kind === "starting") return "Abrindo a câmera...";
  if (state.kind === "refused") return state.message;
  if (state.kind === "waitingForNext") return "Cartão capturado. Tire-o e posicione o próximo.";
  if (!state.sighting)
    return reading > 0
      ? "Lendo o cartão... Posicione o próximo."
      : "Enquadre o cartão inteiro, com os quatro quadrados dos cantos.";
  return state.sighting.edgeSpread > SHARP_ENOUGH ? "Aproxime ou segure firme: a imagem está sem foco." : "Segure firme...";
}

/**
 * "Corrigir com a câmera": the rear camera shows the sheet with its four markers traced; a steady,
 * sharp sheet is taken by itself, read on the server and announced with a tone and a buzz, and the
 * next one is waited for. A class of 30 is a few minutes of holding sheets up.
 */
export function CameraDialog({ applicationId, onClose }: { applicationId: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const video = useRef<HTMLVideoElement>(null);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [reading, setReading] = useState(0);
  const counter = useRef(0);

  const onShot = (photo: File) => {
    setReading((count) => count + 1);
    const id = ++counter.current;
    readPhoto(applicationId, photo)
      .then((sheet) => {
        const outcome = sheet ? sheetOutcome(sheet) : { text: "Este cartão não pôde ser lido.", counted: false };
        announce(outcome.counted);
        setOutcomes((list) => [{ id, ...outcome }, ...list]);
      })
      .catch((error: unknown) => {
        announce(false);
        setOutcomes((list) => [{ id, text: serverMessage(error) ?? "Não foi possível enviar a foto.", counted: false }, ...list]);
      })
      .finally(() => {
        setReading((count) => count - 1);
        void queryClient.invalidateQueries({ queryKey: scanKeys.overview(applicationId) });
      });
  };
  const { state, takeNow } = useSheetCamera(video, onShot);
  const looking = state.kind === "looking" ? state : null;
  const sharp = looking?.sighting ? looking.sighting.edgeSpread <= SHARP_ENOUGH : false;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[100dvh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Corrigir com a câmera</DialogTitle>
          <DialogDescription>
            Segure cada cartão diante da câmera traseira: ele é capturado sozinho quando os quatro cantos aparecem nítidos.
          </DialogDescription>
        </DialogHeader>
        <div className="relative overflow-hidden rounded-md bg-black">
          <video ref={video} muted playsInline aria-label="Imagem da câmera" className="aspect-[3/4] w-full object-contain" />
          {looking && (
            <svg
              aria-hidden
              viewBox={`0 0 ${looking.frame.width} ${looking.frame.height}`}
              preserveAspectRatio="xMidYMid meet"
              className="pointer-events-none absolute inset-0 size-full"
            >
              {looking.sighting ? (
                <polygon
                  points={looking.sighting.corners.map((corner) => `${corner.x},${corner.y}`).join(" ")}
                  fill="none"
                  stroke={sharp ? "#22c55e" : "#f59e0b"}
                  strokeWidth={looking.frame.width / 120}
                />
              ) : (
                <rect
                  x={looking.frame.width * 0.12}
                  y={looking.frame.height * 0.08}
                  width={looking.frame.width * 0.76}
                  height={looking.frame.height * 0.84}
                  fill="none"
                  stroke="white"
                  strokeDasharray="12 8"
                  strokeWidth={looking.frame.width / 200}
                />
              )}
            </svg>
          )}
        </div>
        <p role="status" className="text-sm">
          {hint(state, reading)}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={takeNow} disabled={state.kind !== "looking"}>
            <Camera aria-hidden />
            Capturar agora
          </Button>
          <Button variant="outline" onClick={onClose}>
            Concluir
          </Button>
        </div>
        {outcomes.length > 0 && (
          <ol aria-label="Cartões lidos pela câmera" className="space-y-1 text-sm">
            {outcomes.map((outcome) => (
              <li key={outcome.id} className="flex items-start gap-2">
                {outcome.counted ? (
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" aria-label="Corrigido" />
                ) : (
                  <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-label="Atenção" />
                )}
                <span>{outcome.text}</span>
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
