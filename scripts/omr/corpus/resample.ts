import { cornersIn, toQuad } from "./homography";
import type { RgbImage } from "./raster";

/**
 * For each output pixel along one axis, the source pixels it covers and by how much: a box of
 * `scale` source pixels, the ones cut by its edges weighted by the part inside.
 */
function boxWeights(source: number, target: number) {
  const scale = source / target;
  const span = Math.ceil(scale) + 1;
  const starts = new Int32Array(target);
  const counts = new Int32Array(target);
  const weights = new Float32Array(target * span);
  for (let i = 0; i < target; i++) {
    const from = i * scale;
    const to = Math.min(source, (i + 1) * scale);
    const first = Math.floor(from);
    let count = 0;
    for (let k = first; k < to && count < span; k++, count++) {
      weights[i * span + count] = (Math.min(k + 1, to) - Math.max(k, from)) / (to - from);
    }
    starts[i] = first;
    counts[i] = count;
  }
  return { starts, counts, weights, span };
}

/**
 * The picture shrunk by `factor` (2 turns 300 dpi into 150 dpi; 1.5 into 200), each output pixel the
 * average of the source area it covers, as a scanner's or a camera's sensor integrates light. Any
 * factor of at least 1, not only whole ones.
 */
export function resample<T extends RgbImage>(img: T, factor: number): T {
  if (!(factor >= 1)) throw new RangeError(`resample only shrinks (factor ${factor})`);
  const { width, height, data } = img;
  const outW = Math.max(1, Math.round(width / factor));
  const outH = Math.max(1, Math.round(height / factor));
  const across = boxWeights(width, outW);
  const down = boxWeights(height, outH);
  const out = new Uint8Array(outW * outH * 3);
  const stride = width * 3;
  const line = new Float32Array(stride);
  // One output row at a time: the source rows it covers summed down, then that line shrunk across.
  for (let y = 0; y < outH; y++) {
    line.fill(0);
    for (let k = 0; k < down.counts[y]; k++) {
      const weight = down.weights[y * down.span + k];
      const row = (down.starts[y] + k) * stride;
      for (let i = 0; i < stride; i++) line[i] += data[row + i] * weight;
    }
    let o = y * outW * 3;
    for (let x = 0; x < outW; x++, o += 3) {
      let r = 0;
      let g = 0;
      let b = 0;
      let i = across.starts[x] * 3;
      const w0 = x * across.span;
      for (let k = 0; k < across.counts[x]; k++, i += 3) {
        const weight = across.weights[w0 + k];
        r += line[i] * weight;
        g += line[i + 1] * weight;
        b += line[i + 2] * weight;
      }
      out[o] = r + 0.5;
      out[o + 1] = g + 0.5;
      out[o + 2] = b + 0.5;
    }
  }
  const corners = cornersIn(img);
  const result: RgbImage = { width: outW, height: outH, data: out };
  if (!corners) return result as T;
  // The corners scale with the picture (typed as the input, like keepCorners).
  const sx = outW / width;
  const sy = outH / height;
  return { ...result, corners: toQuad(corners.map((p) => ({ x: p.x * sx, y: p.y * sy }))) } as unknown as T;
}
