import { apply, boundsOf, cornersIn, cornersOf, homography, toQuad, type Point, type Quad, type Warped } from "./homography";
import { WHITE, type Rgb, type RgbImage } from "./raster";

/**
 * Moving the page: rotation in the scanner, a camera's tilt, the sheet lying somewhere in a photo.
 * All of them are one plane projective map (a homography), done backwards: for each output pixel,
 * where it comes from in the source, sampled bilinearly. Results carry `corners`, where the page's
 * corners ended up.
 */

/** What shows where the page is not: a colour, or a picture stretched over the whole output. */
export type Background = Rgb | RgbImage;

export interface WarpOptions {
  width?: number;
  height?: number;
  background?: Background;
}

const isImage = (background: Background): background is RgbImage => !Array.isArray(background);

/**
 * Warps `img` so that its corners (top-left, top-right, bottom-right, bottom-left) land on
 * `corners`, in an output of `width` × `height` (the source's size unless given). If `img` came from
 * an earlier warp, only its page is paper: what was background there is background here too.
 * Sharp edges are anti-aliased over a pixel. There is no low-pass filter, so shrink first
 * (resample) when the page becomes much smaller.
 */
export function warp(img: RgbImage, corners: Quad, options: WarpOptions = {}): Warped {
  const { width: sw, height: sh, data: src } = img;
  const width = options.width ?? sw;
  const height = options.height ?? sh;
  const background = options.background ?? WHITE;
  const out = new Uint8Array(width * height * 3);
  // Output pixel → source point: the inverse map, computed once.
  const h = homography(corners, cornersOf(sw, sh));
  const paper = cornersIn(img) ?? cornersOf(sw, sh);
  // The paper's edges as lines a·x + b·y + c, positive inside and in source pixels.
  const clockwise = signedArea(paper) > 0 ? 1 : -1;
  const edges = new Float64Array(12);
  for (let e = 0; e < 4; e++) {
    const p = paper[e];
    const q = paper[(e + 1) % 4];
    const length = Math.hypot(q.x - p.x, q.y - p.y) || 1;
    const a = (-(q.y - p.y) / length) * clockwise;
    const b = ((q.x - p.x) / length) * clockwise;
    edges[e * 3] = a;
    edges[e * 3 + 1] = b;
    edges[e * 3 + 2] = -(a * p.x + b * p.y);
  }
  const image = isImage(background) ? background : null;
  const flat = image ? null : (background as Rgb);
  const bgScaleX = image ? image.width / width : 0;
  const bgScaleY = image ? image.height / height : 0;
  const sw3 = sw * 3;
  for (let y = 0; y < height; y++) {
    const Y = y + 0.5;
    let U = h[0] * 0.5 + h[1] * Y + h[2];
    let V = h[3] * 0.5 + h[4] * Y + h[5];
    let W = h[6] * 0.5 + h[7] * Y + h[8];
    let o = y * width * 3;
    for (let x = 0; x < width; x++, o += 3, U += h[0], V += h[3], W += h[6]) {
      let cover = 0;
      let u = 0;
      let v = 0;
      if (W > 0) {
        u = U / W;
        v = V / W;
        let d = edges[0] * u + edges[1] * v + edges[2];
        for (let e = 3; e < 12; e += 3) d = Math.min(d, edges[e] * u + edges[e + 1] * v + edges[e + 2]);
        cover = d >= 0.5 ? 1 : d <= -0.5 ? 0 : d + 0.5;
      }
      let r = 0;
      let g = 0;
      let b = 0;
      if (cover > 0) {
        // To index space (pixel centres at whole numbers), kept inside the picture.
        let fx = u - 0.5;
        let fy = v - 0.5;
        fx = fx < 0 ? 0 : fx > sw - 1 ? sw - 1 : fx;
        fy = fy < 0 ? 0 : fy > sh - 1 ? sh - 1 : fy;
        const x0 = fx | 0;
        const y0 = fy | 0;
        fx -= x0;
        fy -= y0;
        const i = y0 * sw3 + x0 * 3;
        const dx = x0 < sw - 1 ? 3 : 0;
        const dy = y0 < sh - 1 ? sw3 : 0;
        const w00 = (1 - fx) * (1 - fy);
        const w10 = fx * (1 - fy);
        const w01 = (1 - fx) * fy;
        const w11 = fx * fy;
        r = src[i] * w00 + src[i + dx] * w10 + src[i + dy] * w01 + src[i + dy + dx] * w11;
        g = src[i + 1] * w00 + src[i + dx + 1] * w10 + src[i + dy + 1] * w01 + src[i + dy + dx + 1] * w11;
        b = src[i + 2] * w00 + src[i + dx + 2] * w10 + src[i + dy + 2] * w01 + src[i + dy + dx + 2] * w11;
      }
      if (cover < 1) {
        let br: number;
        let bg: number;
        let bb: number;
        if (image) {
          // Bilinear, since photoOf draws the table small and stretches it.
          let bx = (x + 0.5) * bgScaleX - 0.5;
          let by = Y * bgScaleY - 0.5;
          bx = bx < 0 ? 0 : bx > image.width - 1 ? image.width - 1 : bx;
          by = by < 0 ? 0 : by > image.height - 1 ? image.height - 1 : by;
          const x0 = bx | 0;
          const y0 = by | 0;
          bx -= x0;
          by -= y0;
          const k = (y0 * image.width + x0) * 3;
          const dx = x0 < image.width - 1 ? 3 : 0;
          const dy = y0 < image.height - 1 ? image.width * 3 : 0;
          const bgd = image.data;
          br = (bgd[k] * (1 - bx) + bgd[k + dx] * bx) * (1 - by) + (bgd[k + dy] * (1 - bx) + bgd[k + dy + dx] * bx) * by;
          bg =
            (bgd[k + 1] * (1 - bx) + bgd[k + dx + 1] * bx) * (1 - by) +
            (bgd[k + dy + 1] * (1 - bx) + bgd[k + dy + dx + 1] * bx) * by;
          bb =
            (bgd[k + 2] * (1 - bx) + bgd[k + dx + 2] * bx) * (1 - by) +
            (bgd[k + dy + 2] * (1 - bx) + bgd[k + dy + dx + 2] * bx) * by;
        } else {
          br = flat![0];
          bg = flat![1];
          bb = flat![2];
        }
        r = r * cover + br * (1 - cover);
        g = g * cover + bg * (1 - cover);
        b = b * cover + bb * (1 - cover);
      }
      out[o] = r + 0.5;
      out[o + 1] = g + 0.5;
      out[o + 2] = b + 0.5;
    }
  }
  const forward = homography(cornersOf(sw, sh), corners);
  return { width, height, data: out, corners: toQuad(paper.map((p) => apply(forward, p.x, p.y))) };
}

/** Twice the signed area (shoelace): positive when the points go clockwise on screen (y down). */
export function signedArea(points: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const p = points[i];
    const q = points[(i + 1) % points.length];
    sum += p.x * q.y - q.x * p.y;
  }
  return sum;
}

/** `points` turned by `degrees` clockwise (on screen) about `centre`. */
export function turned(points: readonly Point[], degrees: number, centre: Point): Point[] {
  const angle = (degrees * Math.PI) / 180;
  // Quarter turns exactly, so that their corners are whole numbers.
  const quarter = Number.isInteger(degrees / 90);
  const cos = quarter ? Math.round(Math.cos(angle)) : Math.cos(angle);
  const sin = quarter ? Math.round(Math.sin(angle)) : Math.sin(angle);
  return points.map(({ x, y }) => ({
    x: centre.x + (x - centre.x) * cos - (y - centre.y) * sin,
    y: centre.y + (x - centre.x) * sin + (y - centre.y) * cos,
  }));
}

export const shifted = (points: readonly Point[], dx: number, dy: number): Point[] =>
  points.map(({ x, y }) => ({ x: x + dx, y: y + dy }));

/**
 * The picture turned `degrees` clockwise, in an output just large enough to hold all of it.
 * Multiples of 90° move pixels exactly (a sheet fed upside down loses nothing); other angles warp.
 */
export function rotate(img: RgbImage, degrees: number, background: Background = WHITE): Warped {
  const { width: w, height: h } = img;
  const quarter = Math.round(degrees / 90);
  const exact = Math.abs(degrees - quarter * 90) < 1e-9;
  const around = turned(cornersOf(w, h), degrees, { x: w / 2, y: h / 2 });
  const box = boundsOf(around);
  const outW = exact ? (quarter % 2 === 0 ? w : h) : Math.ceil(box.right - box.left - 1e-6);
  const outH = exact ? (quarter % 2 === 0 ? h : w) : Math.ceil(box.bottom - box.top - 1e-6);
  const quad = toQuad(shifted(around, outW / 2 - w / 2, outH / 2 - h / 2));
  if (!exact) return warp(img, quad, { width: outW, height: outH, background });
  return quarterTurn(img, ((quarter % 4) + 4) % 4, quad);
}

/** Exact rotation by k × 90° clockwise: a permutation of pixels. */
function quarterTurn(img: RgbImage, k: number, quad: Quad): Warped {
  const { width: w, height: h, data } = img;
  const outW = k % 2 === 0 ? w : h;
  const outH = k % 2 === 0 ? h : w;
  const out = new Uint8Array(data.length);
  // Where source pixel (x, y) lands: o = base + x * stepX + y * stepY (in pixels).
  const [base, stepX, stepY] =
    k === 0
      ? [0, 1, outW]
      : k === 1
        ? [outW - 1, outW, -1]
        : k === 2
          ? [outW * outH - 1, -1, -outW]
          : [(outH - 1) * outW, -outW, 1];
  for (let y = 0, i = 0; y < h; y++) {
    let o = (base + y * stepY) * 3;
    const step = stepX * 3;
    for (let x = 0; x < w; x++, i += 3, o += step) {
      out[o] = data[i];
      out[o + 1] = data[i + 1];
      out[o + 2] = data[i + 2];
    }
  }
  const previous = cornersIn(img);
  const forward = homography(cornersOf(w, h), quad);
  const corners = toQuad((previous ?? cornersOf(w, h)).map((p) => apply(forward, p.x, p.y)));
  return { width: outW, height: outH, data: out, corners };
}
