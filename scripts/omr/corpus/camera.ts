import { shifted, turned, warp, type Background } from "./geometry";
import { apply, boundsOf, cornersIn, cornersOf, homography, toQuad, type Point, type Warped } from "./homography";
import type { Rng } from "./random";
import { WHITE, type RgbImage } from "./raster";
import { resample } from "./resample";
import { pickTable, tableTop } from "./table";

/** How far a phone is tilted away from straight above the sheet at perspective strength 1. */
export const MAX_TILT_DEG = 20;

/**
 * A pinhole camera looking at the picture's plane tilted by `tiltDeg` about an axis in that plane
 * (at `axisAngle`), its focal length `focal` times the picture's longer side (a phone's main camera
 * framing a sheet is about 1). Points are mapped so that the centre keeps its place and scale.
 */
function tiltedView(width: number, height: number, tiltDeg: number, axisAngle: number, focal: number) {
  const theta = (tiltDeg * Math.PI) / 180;
  const cos = Math.cos(theta);
  const sin = Math.sin(theta);
  const ax = Math.cos(axisAngle);
  const ay = Math.sin(axisAngle);
  const f = focal * Math.max(width, height);
  const cx = width / 2;
  const cy = height / 2;
  return ({ x, y }: Point): Point => {
    const X = x - cx;
    const Y = y - cy;
    // Rodrigues' rotation of (X, Y, 0) about (ax, ay, 0).
    const along = (ax * X + ay * Y) * (1 - cos);
    const rx = X * cos + ax * along;
    const ry = Y * cos + ay * along;
    const rz = (ax * Y - ay * X) * sin;
    const depth = f / (f + rz);
    return { x: cx + rx * depth, y: cy + ry * depth };
  };
}

/**
 * The picture as seen by a camera tilted up to MAX_TILT_DEG × `strength` in a random direction: the
 * near side of the sheet larger than the far side. The output holds the whole tilted picture;
 * `background` fills the rest.
 */
export function perspective(img: RgbImage, strength: number, rng: Rng, background: Background = WHITE): Warped {
  const { width, height } = img;
  const view = tiltedView(width, height, MAX_TILT_DEG * strength, rng.between(0, 2 * Math.PI), rng.between(0.9, 1.3));
  const seen = cornersOf(width, height).map(view);
  const box = boundsOf(seen);
  const quad = toQuad(shifted(seen, -box.left, -box.top));
  return warp(img, quad, { width: Math.ceil(box.right - box.left), height: Math.ceil(box.bottom - box.top), background });
}

export interface PhotoOptions {
  /** The photo's size: 1 for an old or messaging-app-compressed photo, 12 for a modern phone's. */
  megapixels: number;
  /** The sheet's turn in the photo, clockwise; 180 for upside down. */
  rotationDeg: number;
  /** 0 for a camera straight above, 1 for a tilt of MAX_TILT_DEG. */
  perspective: number;
  /** The least share of each side of the photo left to the table around the sheet. */
  marginFraction: number;
}

/**
 * A phone photo of the sheet lying on a table: a 4:3 frame of the given megapixels (portrait or
 * landscape, as the sheet lies), the sheet turned and seen at a tilt, placed at random inside the
 * margins, the table's top around it. If `img` is itself a warp's result, only its page counts as
 * the sheet. The result's corners are where the page's corners are in the photo.
 */
export function photoOf(img: RgbImage, options: PhotoOptions, rng: Rng): Warped {
  const { width: w, height: h } = img;
  const view = tiltedView(w, h, MAX_TILT_DEG * options.perspective, rng.between(0, 2 * Math.PI), rng.between(0.9, 1.3));
  const seen = turned(cornersOf(w, h), options.rotationDeg, { x: w / 2, y: h / 2 }).map(view);
  const toSeen = homography(cornersOf(w, h), toQuad(seen));
  const page = (cornersIn(img) ?? cornersOf(w, h)).map((p) => apply(toSeen, p.x, p.y));
  const box = boundsOf(page);
  const pageW = box.right - box.left;
  const pageH = box.bottom - box.top;
  const short = Math.sqrt((options.megapixels * 1e6 * 3) / 4);
  const landscape = pageW > pageH;
  const width = Math.round(landscape ? (short * 4) / 3 : short);
  const height = Math.round(landscape ? short : (short * 4) / 3);
  const margin = Math.min(0.45, Math.max(0, options.marginFraction));
  const scale = Math.min((width * (1 - 2 * margin)) / pageW, (height * (1 - 2 * margin)) / pageH);
  const left = width * margin + rng.next() * (width * (1 - 2 * margin) - scale * pageW) - scale * box.left;
  const top = height * margin + rng.next() * (height * (1 - 2 * margin) - scale * pageH) - scale * box.top;
  const quad = toQuad(seen.map((p) => ({ x: left + scale * p.x, y: top + scale * p.y })));
  // A camera's sensor averages the light over each pixel: shrink by area first, leaving the warp
  // only a little shrinking to do, so that thin lines do not alias away.
  const source = scale < 0.85 ? resample(img, 1 / (scale * 1.15)) : img;
  // The table is drawn at a quarter of the size and stretched: it only has to look like a table.
  const tableW = Math.ceil(width / 4);
  const tableH = Math.ceil(height / 4);
  const table = tableTop(tableW, tableH, rng, pickTable(rng), (4000 / Math.max(width, height)) * (width / tableW));
  return warp(source, quad, { width, height, background: table });
}
