import jsQR from "jsqr";
import {
  MARKERS,
  MARKER_SIZE,
  PAGE,
  QR_QUIET_ZONE,
  QR_SQUARE,
  SHEET_NAME_LINE,
  grown,
  type Rect,
} from "../paper/answerSheet/layout";
import { homographyFrom, project, type Homography, type Point } from "./homography";
import { grayImage, sample, shrink, type GrayImage } from "../../../shared/omr/grayImage";
import { findMarkers } from "../../../shared/omr/markers";

/**
 * Puts a scan or photo of an answer sheet square on: finds its markers, tells which way up it is
 * and maps it onto the page's millimetres (layout.ts), so every bubble is read where it was
 * printed. The sheet comes out at PX_PER_MM, the picture kept for the teacher and read for marks.
 */

/** 6 px a millimetre (152 dpi): a bubble is 28 px across, the QR code's modules 7 px. */
export const PX_PER_MM = 6;

export interface LocatedSheet {
  /** The sheet square on, PAGE.width × PAGE.height mm at PX_PER_MM. */
  sheet: GrayImage;
  /** What its QR code says, or null when it cannot be read. */
  code: string | null;
}

const centre = (rect: Rect): Point => ({ x: rect.x + MARKER_SIZE / 2, y: rect.y + MARKER_SIZE / 2 });
/** The markers' centres on the page, clockwise from the top left. */
const PAGE_MARKERS = [MARKERS.topLeft, MARKERS.topRight, MARKERS.bottomRight, MARKERS.bottomLeft].map(centre);

/** Detection works on a picture of about this size: enough for 7 mm markers, quick to scan. */
const DETECTION_SIZE = 1400;

/** How much of a square on the page (in mm) is ink, seen through `h`, against the paper round it. */
function inkShare(image: GrayImage, h: Homography, area: Rect): number {
  const paper: number[] = [];
  const ring = grown(area, QR_QUIET_ZONE / 2);
  for (let step = 0; step <= 20; step++) {
    const t = step / 20;
    for (const [x, y] of [
      [ring.x + t * ring.width, ring.y],
      [ring.x + t * ring.width, ring.y + ring.height],
      [ring.x, ring.y + t * ring.height],
      [ring.x + ring.width, ring.y + t * ring.height],
    ]) {
      const at = project(h, x, y);
      paper.push(sample(image, at.x, at.y));
    }
  }
  paper.sort((a, b) => a - b);
  const white = paper[Math.floor(paper.length * 0.75)];
  let dark = 0;
  let total = 0;
  for (let y = area.y + 0.5; y < area.y + area.height; y += 1) {
    for (let x = area.x + 0.5; x < area.x + area.width; x += 1) {
      const at = project(h, x, y);
      if (sample(image, at.x, at.y) < white * 0.6) dark++;
      total++;
    }
  }
  return dark / total;
}

/** The picture of page area `area` (mm) at `pxPerMm`, through `h`. */
export function rectify(image: GrayImage, h: Homography, area: Rect, pxPerMm: number): GrayImage {
  const width = Math.round(area.width * pxPerMm);
  const height = Math.round(area.height * pxPerMm);
  const out = grayImage(width, height);
  const step = 1 / pxPerMm;
  for (let row = 0; row < height; row++) {
    const y = area.y + (row + 0.5) * step;
    // Along a row the projection's numerators and denominator change linearly.
    const x0 = area.x + 0.5 * step;
    let nx = h[0] * x0 + h[1] * y + h[2];
    let ny = h[3] * x0 + h[4] * y + h[5];
    let w = h[6] * x0 + h[7] * y + h[8];
    const dnx = h[0] * step;
    const dny = h[3] * step;
    const dw = h[6] * step;
    for (let column = 0; column < width; column++) {
      out.data[row * width + column] = sample(image, nx / w, ny / w);
      nx += dnx;
      ny += dny;
      w += dw;
    }
  }
  return out;
}

/** Reads the QR code of a sheet already square on, from its square and quiet zone. */
function readCode(image: GrayImage, h: Homography): string | null {
  for (const pxPerMm of [PX_PER_MM, 10]) {
    const crop = rectify(image, h, grown(QR_SQUARE, QR_QUIET_ZONE), pxPerMm);
    const rgba = new Uint8ClampedArray(crop.width * crop.height * 4);
    for (let index = 0; index < crop.data.length; index++) {
      rgba[index * 4] = rgba[index * 4 + 1] = rgba[index * 4 + 2] = crop.data[index];
      rgba[index * 4 + 3] = 255;
    }
    const found = jsQR(rgba, crop.width, crop.height, { inversionAttempts: "dontInvert" });
    if (found?.data) return found.data;
  }
  return null;
}

/**
 * The sheet square on and its code, or null when the picture holds no answer sheet (four markers
 * and the QR code's corner are not there). Any rotation is undone: of the four ways the markers
 * can be matched to the page's corners, the one that finds most ink where the QR code and the
 * sheet's name are printed wins.
 */
export function locateSheet(image: GrayImage): LocatedSheet | null {
  const factor = Math.max(1, Math.floor(Math.max(image.width, image.height) / DETECTION_SIZE));
  const found = findMarkers(shrink(image, factor));
  if (!found) return null;
  const markers = found.map((point) => ({ x: point.x * factor, y: point.y * factor }));
  let best: { share: number; h: Homography } | null = null;
  for (let turn = 0; turn < 4; turn++) {
    const corners = [0, 1, 2, 3].map((index) => markers[(index + turn) % 4]);
    const h = homographyFrom(PAGE_MARKERS, corners);
    if (!h) continue;
    const share = inkShare(image, h, QR_SQUARE) + inkShare(image, h, SHEET_NAME_LINE);
    if (!best || share > best.share) best = { share, h };
  }
  // The QR code is about half ink and the sheet's name a quarter; where they would be on a sheet
  // turned the wrong way there is paper.
  if (!best || best.share < 0.2) return null;
  const sheet = rectify(image, best.h, { x: 0, y: 0, width: PAGE.width, height: PAGE.height }, PX_PER_MM);
  return { sheet, code: readCode(image, best.h) };
}
