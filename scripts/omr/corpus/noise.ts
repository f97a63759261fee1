import { keepCorners } from "./homography";
import type { Rng } from "./random";
import type { RgbImage } from "./raster";

const TABLE_SIZE = 1 << 16;

/**
 * Sensor noise: each pixel gets a gaussian deviate of `sigma` (in 0–255 levels) shared by its three
 * channels, as most of a camera's noise is in brightness, plus a weaker independent one per channel
 * (the colour speckle of a small sensor in dim light); clamped to 0–255.
 *
 * Deviates come from a table filled by `rng` and indexed by a fast generator seeded from it:
 * millions of Box–Muller draws would take longer than the rest of the pipeline.
 */
export function noise<T extends RgbImage>(img: T, sigma: number, rng: Rng): T {
  const table = new Float32Array(TABLE_SIZE);
  for (let i = 0; i < TABLE_SIZE; i++) table[i] = rng.gaussian();
  let state = rng.seed() | 1;
  const { data } = img;
  const out = new Uint8Array(data.length);
  const shared = sigma;
  const own = sigma * 0.35;
  const mask = TABLE_SIZE - 1;
  for (let o = 0; o < data.length; o += 3) {
    // xorshift32: two table indices from each step.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const common = table[state & mask] * shared;
    const second = table[(state >>> 16) & mask] * own;
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const third = table[state & mask] * own;
    const fourth = table[(state >>> 16) & mask] * own;
    const r = data[o] + common + second + 0.5;
    const g = data[o + 1] + common + third + 0.5;
    const b = data[o + 2] + common + fourth + 0.5;
    out[o] = r < 0 ? 0 : r > 255 ? 255 : r;
    out[o + 1] = g < 0 ? 0 : g > 255 ? 255 : g;
    out[o + 2] = b < 0 ? 0 : b > 255 ? 255 : b;
  }
  return keepCorners(img, { width: img.width, height: img.height, data: out });
}
