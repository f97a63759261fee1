import { keepCorners } from "./homography";
import type { RgbImage } from "./raster";

/**
 * Optical blur: a scanner's soft lens, a phone focused a little off the sheet, a slight shake. Both
 * ways below are near-gaussian with the asked deviation and cost a few operations a pixel whatever
 * sigma is, which matters on 9–12 megapixel pictures: below 1.1 px, 3-tap kernels (binomial
 * [1 2 1] / 4 passes, each adding a variance of ½, and one lighter pass for the rest); from 1.1 px,
 * three box blurs of odd widths (Kovesi's construction).
 */
export function blur<T extends RgbImage>(img: T, sigmaPx: number): T {
  const { width, height } = img;
  let data = img.data;
  if (sigmaPx > 0 && sigmaPx < 1.1) {
    const sides = threeTapSides(sigmaPx);
    data = filterRows(
      data,
      width,
      height,
      sides.map((side) => ({ kind: "taps", side })),
    );
    for (const side of sides) data = tapColumns(data, width, height, side);
  } else if (sigmaPx >= 1.1) {
    const radii = boxSizes(sigmaPx, 3).map((size) => (size - 1) / 2);
    data = filterRows(
      data,
      width,
      height,
      radii.map((radius) => ({ kind: "box", radius })),
    );
    for (const radius of radii) data = boxColumns(data, width, height, radius);
  }
  return keepCorners(img, { width, height, data: data === img.data ? data.slice() : data });
}

/** The side weights a of [a, 1 − 2a, a] passes whose variances (2a each) add up to sigma². */
function threeTapSides(sigma: number): number[] {
  let variance = sigma * sigma;
  const sides: number[] = [];
  while (variance >= 0.5 - 1e-9) {
    sides.push(0.25);
    variance -= 0.5;
  }
  if (variance > 1e-3) sides.push(variance / 2);
  return sides;
}

/** Odd box widths whose threefold convolution has deviation close to `sigma`. */
function boxSizes(sigma: number, count: number): number[] {
  const ideal = Math.sqrt((12 * sigma * sigma) / count + 1);
  let lower = Math.floor(ideal);
  if (lower % 2 === 0) lower--;
  const upper = lower + 2;
  const m = Math.round((12 * sigma * sigma - count * lower * lower - 4 * count * lower - 3 * count) / (-4 * lower - 4));
  return Array.from({ length: count }, (_unused, i) => (i < m ? lower : upper));
}

// Plain loops over typed arrays with float arithmetic, one rounding per pass: in this engine that
// beats fixed-point integers and wider intermediates, and the rounding errors average out.

type Pass = { kind: "taps"; side: number } | { kind: "box"; radius: number };

/** Every pass along each row while the row is at hand, in floats, rounded once at the end. */
function filterRows(data: Uint8Array, width: number, height: number, passes: readonly Pass[]): Uint8Array {
  const out = new Uint8Array(data.length);
  const stride = width * 3;
  const most = Math.max(1, ...passes.map((pass) => (pass.kind === "box" ? pass.radius : 1)));
  const pad = most * 3;
  // The row sits at [pad, pad + stride); the edge pixel is repeated into the padding before each pass.
  let line = new Float32Array(stride + 2 * pad + 3);
  let next = new Float32Array(line.length);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    for (let i = 0; i < stride; i++) line[pad + i] = data[row + i];
    for (const pass of passes) {
      for (let i = 0; i < pad + 3; i += 3) {
        for (let c = 0; c < 3; c++) {
          line[i + c] = line[pad + c];
          line[pad + stride + i + c] = line[pad + stride - 3 + c];
        }
      }
      if (pass.kind === "taps") {
        const side = pass.side;
        const middle = 1 - 2 * side;
        for (let i = pad; i < pad + stride; i++) next[i] = side * (line[i - 3] + line[i + 3]) + middle * line[i];
      } else {
        const reach = pass.radius * 3;
        const scale = 1 / (2 * pass.radius + 1);
        let r = 0;
        let g = 0;
        let b = 0;
        for (let i = pad - reach; i <= pad + reach; i += 3) {
          r += line[i];
          g += line[i + 1];
          b += line[i + 2];
        }
        for (let i = pad; i < pad + stride; i += 3) {
          next[i] = r * scale;
          next[i + 1] = g * scale;
          next[i + 2] = b * scale;
          const add = i + reach + 3;
          const drop = i - reach;
          r += line[add] - line[drop];
          g += line[add + 1] - line[drop + 1];
          b += line[add + 2] - line[drop + 2];
        }
      }
      const swap = line;
      line = next;
      next = swap;
    }
    for (let i = 0; i < stride; i++) out[row + i] = line[pad + i] + 0.5;
  }
  return out;
}

function tapColumns(data: Uint8Array, width: number, height: number, side: number): Uint8Array {
  const out = new Uint8Array(data.length);
  const middle = 1 - 2 * side;
  const stride = width * 3;
  for (let y = 0; y < height; y++) {
    const up = Math.max(0, y - 1) * stride;
    const here = y * stride;
    const down = Math.min(height - 1, y + 1) * stride;
    for (let i = 0; i < stride; i++) out[here + i] = side * (data[up + i] + data[down + i]) + middle * data[here + i] + 0.5;
  }
  return out;
}

/** A running-sum box of 2 × radius + 1 down the columns, a whole row at a time so memory is read in order. */
function boxColumns(data: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const out = new Uint8Array(data.length);
  const stride = width * 3;
  const scale = 1 / (2 * radius + 1);
  const sum = new Float64Array(stride);
  const row = (y: number) => (y < 0 ? 0 : y >= height ? height - 1 : y) * stride;
  for (let k = -radius; k <= radius; k++) {
    const r = row(k);
    for (let i = 0; i < stride; i++) sum[i] += data[r + i];
  }
  for (let y = 0; y < height; y++) {
    const o = y * stride;
    const add = row(y + radius + 1);
    const drop = row(y - radius);
    for (let i = 0; i < stride; i++) {
      out[o + i] = sum[i] * scale + 0.5;
      sum[i] += data[add + i] - data[drop + i];
    }
  }
  return out;
}
