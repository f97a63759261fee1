import type { Rng } from "./random";
import { createRgb, type Rgb, type RgbImage } from "./raster";
import { fractalNoise, hash2, valueNoise } from "./texture";

/**
 * What is around the sheet in a phone photo: the desk or table it lies on. Wood (dark or light),
 * grey laminate, or a pale top that is hard to tell from the paper, which is the hard case for
 * finding the sheet.
 */
export type TableKind = "darkWood" | "lightWood" | "grey" | "pale";

const TABLES: readonly { kind: TableKind; weight: number }[] = [
  { kind: "darkWood", weight: 0.3 },
  { kind: "lightWood", weight: 0.3 },
  { kind: "grey", weight: 0.25 },
  { kind: "pale", weight: 0.15 },
];

export function pickTable(rng: Rng): TableKind {
  let roll = rng.next();
  for (const { kind, weight } of TABLES) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return "grey";
}

const mix = (a: Rgb, b: Rgb, t: number, c: number) => a[c] + (b[c] - a[c]) * t;

/**
 * A slowly varying field computed every `step` pixels and interpolated between: the broad
 * unevenness of a table costs a few evaluations instead of one a pixel.
 */
function coarse(width: number, height: number, step: number, value: (x: number, y: number) => number) {
  const columns = Math.ceil(width / step) + 2;
  const rows = Math.ceil(height / step) + 2;
  const grid = new Float32Array(columns * rows);
  for (let j = 0; j < rows; j++) for (let i = 0; i < columns; i++) grid[j * columns + i] = value(i * step, j * step);
  const line = new Float32Array(width);
  /** The field along row y, valid until the next call. */
  return (y: number) => {
    const j = Math.floor(y / step);
    const ty = y / step - j;
    for (let x = 0; x < width; x++) {
      const i = Math.floor(x / step);
      const tx = x / step - i;
      const k = j * columns + i;
      const top = grid[k] + (grid[k + 1] - grid[k]) * tx;
      const bottom = grid[k + columns] + (grid[k + columns + 1] - grid[k + columns]) * tx;
      line[x] = top + (bottom - top) * ty;
    }
    return line;
  };
}

/**
 * A table top `width` × `height` pixels. Its pattern is drawn for a 12 MP photo; `patternScale`
 * says how many such pixels one of these stands for, so a smaller photo, or a table drawn small and
 * stretched (as photoOf does, to save time), keeps the same grain.
 */
export function tableTop(width: number, height: number, rng: Rng, kind: TableKind = pickTable(rng), patternScale = 1): RgbImage {
  const img = createRgb(width, height, 0);
  const { data } = img;
  const seed = rng.seed();
  const scale = patternScale;
  // Broad features change over a few hundred photo pixels: sample them every 24 or so.
  const step = Math.max(2, Math.round(24 / scale));
  if (kind === "darkWood" || kind === "lightWood") {
    const dark: Rgb = kind === "darkWood" ? [58, 36, 22] : [150, 108, 68];
    const light: Rgb = kind === "darkWood" ? [104, 66, 40] : [198, 158, 112];
    const angle = rng.between(-0.3, 0.3) + (rng.chance(0.5) ? Math.PI / 2 : 0);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const ringPeriod = rng.between(25, 60);
    const plank = rng.between(400, 900);
    const seams = rng.chance(0.6);
    // A seam is a groove about 3 px wide in a 12 MP photo, never thinner than a pixel here.
    const seamWidth = Math.max(3, 1.5 * scale);
    const along = (x: number, y: number) => (x * cos + y * sin) * scale;
    const across = (x: number, y: number) => (-x * sin + y * cos) * scale;
    // Growth rings wander; planks differ in tone; both slowly.
    const wander = coarse(width, height, step, (x, y) => 80 * fractalNoise(along(x, y) / 1500, across(x, y) / 400, seed, 3));
    const broad = coarse(
      width,
      height,
      step,
      (x, y) => 0.15 * fractalNoise(along(x, y) / 600, across(x, y) / 600, seed ^ 0x51, 2),
    );
    for (let y = 0, o = 0; y < height; y++) {
      const wanderRow = wander(y);
      const broadRow = broad(y);
      for (let x = 0; x < width; x++, o += 3) {
        const u = along(x, y);
        const v = across(x, y);
        const board = seams ? Math.floor(v / plank) : 0;
        const c = 0.5 + 0.5 * Math.cos((2 * Math.PI * (v + wanderRow[x] + board * 37)) / ringPeriod);
        const c2 = c * c;
        const ring = c2 * c2 * c2;
        const streak = valueNoise(u / 90, v / 2.5, seed ^ 0x9e3779b9);
        const tone = 0.25 * hash2(board, 0, seed) + broadRow[x];
        const t = Math.min(1, Math.max(0, 0.55 + tone - 0.45 * ring - 0.25 * (streak - 0.5)));
        const fromSeam = seams ? Math.min(v - board * plank, (board + 1) * plank - v) : Infinity;
        const groove = fromSeam < seamWidth ? 0.55 + 0.45 * (fromSeam / seamWidth) : 1;
        for (let k = 0; k < 3; k++) data[o + k] = Math.round(mix(dark, light, t, k) * groove);
      }
    }
    return img;
  }
  const level = kind === "grey" ? rng.between(95, 150) : rng.between(200, 228);
  // A pale top is slightly warm (beige formica); grey is neutral.
  const tint: Rgb = kind === "pale" ? [1.0, 0.97, 0.9] : [1, 1, 1.02];
  const blotch = coarse(width, height, step, (x, y) => fractalNoise(x * scale * 0.01, y * scale * 0.01, seed, 3) - 0.5);
  for (let y = 0, o = 0; y < height; y++) {
    const row = blotch(y);
    for (let x = 0; x < width; x++, o += 3) {
      const speck = hash2(Math.floor(x * scale * 0.5), Math.floor(y * scale * 0.5), seed) - 0.5;
      const value = level * (1 + 0.12 * row[x] + 0.06 * speck);
      for (let k = 0; k < 3; k++) data[o + k] = Math.max(0, Math.min(255, Math.round(value * tint[k])));
    }
  }
  return img;
}
