import { keepCorners } from "./homography";
import type { Rng } from "./random";
import type { RgbImage } from "./raster";
import { fractalNoise } from "./texture";

/**
 * Light that is not the scanner's even lamp: a lamp or window to one side, the lens darkening the
 * photo's corners, a colour cast, and shadows of whatever is between the light and the sheet.
 */

/**
 * Light changes slowly across the page, so it is computed on a coarse grid of nodes and
 * interpolated for each pixel: a few thousand evaluations instead of millions.
 */
const LIGHT_GRID = 48;
/** Finer for shadows, whose penumbra is at least about 2 % of the picture. */
const SHADOW_GRID = 160;
/**
 * A smooth multiplicative light field: a gradient across the page from a random side, vignetting
 * round an off-centre point and gentle blotches, scaled so the brightest point is 1 and the darkest
 * 1 − 0.45 × strength (0.55 at strength 1); plus a slight warm or cool cast.
 */
export function unevenLight<T extends RgbImage>(img: T, rng: Rng, strength = 1): T {
  const { width, height } = img;
  const angle = rng.between(0, 2 * Math.PI);
  const gx = Math.cos(angle);
  const gy = Math.sin(angle);
  const gradient = rng.between(0.4, 1);
  const vignette = rng.between(0.3, 1);
  const vx = width * rng.between(0.3, 0.7);
  const vy = height * rng.between(0.3, 0.7);
  const radius2 = (width * width + height * height) / 4;
  const seed = rng.seed();
  const raw = new Float64Array((LIGHT_GRID + 1) * (LIGHT_GRID + 1));
  let min = Infinity;
  let max = -Infinity;
  for (let j = 0; j <= LIGHT_GRID; j++) {
    for (let i = 0; i <= LIGHT_GRID; i++) {
      const x = (i / LIGHT_GRID) * width;
      const y = (j / LIGHT_GRID) * height;
      // Projections and distances in units of the picture, so the shape does not depend on its size.
      const along = ((x - width / 2) * gx + (y - height / 2) * gy) / Math.max(width, height);
      const off = ((x - vx) * (x - vx) + (y - vy) * (y - vy)) / radius2;
      const value = 1 - gradient * along - vignette * off + 0.25 * (fractalNoise(i / 16, j / 16, seed, 2) - 0.5);
      raw[j * (LIGHT_GRID + 1) + i] = value;
      min = Math.min(min, value);
      max = Math.max(max, value);
    }
  }
  const low = 1 - 0.45 * Math.max(0, Math.min(1, strength));
  const span = max - min || 1;
  for (let k = 0; k < raw.length; k++) raw[k] = low + ((raw[k] - min) / span) * (1 - low);
  const warm = rng.chance(0.6);
  const tint = warm ? [1, rng.between(0.96, 1), rng.between(0.86, 0.97)] : [rng.between(0.95, 0.99), rng.between(0.98, 1), 1];
  return keepCorners(img, applyField(img, raw, LIGHT_GRID, [0, 0, 0], tint));
}

/**
 * Multiplies each pixel's channel c by offset[c] + gain[c] × f, f the grid field interpolated at
 * the pixel (grid nodes span the picture from edge to edge).
 */
function applyField(
  img: RgbImage,
  grid: Float64Array,
  size: number,
  offset: readonly number[],
  gain: readonly number[],
): RgbImage {
  const { width, height, data } = img;
  const out = new Uint8Array(data.length);
  const row = new Float64Array(size + 1);
  const [o0, o1, o2] = offset;
  const [g0, g1, g2] = gain;
  for (let y = 0; y < height; y++) {
    const gy = ((y + 0.5) / height) * size;
    const j = Math.min(size - 1, Math.floor(gy));
    const ty = gy - j;
    for (let i = 0; i <= size; i++) row[i] = grid[j * (size + 1) + i] * (1 - ty) + grid[(j + 1) * (size + 1) + i] * ty;
    let o = y * width * 3;
    for (let x = 0; x < width; x++, o += 3) {
      const gx = ((x + 0.5) / width) * size;
      const i = Math.min(size - 1, gx | 0);
      const f = row[i] + (row[i + 1] - row[i]) * (gx - i);
      out[o] = Math.min(255, data[o] * (o0 + g0 * f) + 0.5);
      out[o + 1] = Math.min(255, data[o + 1] * (o1 + g1 * f) + 0.5);
      out[o + 2] = Math.min(255, data[o + 2] * (o2 + g2 * f) + 0.5);
    }
  }
  return { width, height, data: out };
}

const smoothstep = (t: number) => (t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t));

/**
 * A soft-edged shadow over part of the picture, darkening it to 0.5–0.7: a hand or an arm coming in
 * from an edge, the phone held above the sheet (a rounded rectangle), or a head (an ellipse). Its
 * penumbra is 2–8 % of the picture's diagonal, and it is slightly blue, lit by the room's ambient
 * light rather than the lamp.
 */
export function shadow<T extends RgbImage>(img: T, rng: Rng): T {
  const { width, height } = img;
  const diagonal = Math.hypot(width, height);
  const kind = rng.pick(["edge", "phone", "head"] as const);
  const darkness = rng.between(0.5, 0.7);
  let soft = diagonal * rng.between(0.02, 0.08);
  const angle = rng.between(0, 2 * Math.PI);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // Signed distance to the shadow's shape, negative inside, in pixels.
  let distance: (x: number, y: number) => number;
  if (kind === "edge") {
    // Enters from the side the normal points to, covering 10–40 % of the way across.
    const reach = Math.abs(cos) * width + Math.abs(sin) * height;
    const depth = reach * rng.between(0.1, 0.4);
    const wave = diagonal * rng.between(0.01, 0.04);
    const period = diagonal * rng.between(0.15, 0.4);
    const phase = rng.between(0, 6.3);
    const edge = reach / 2 - depth;
    // However soft, the shadow reaches its full darkness somewhere.
    soft = Math.min(soft, depth / 2);
    distance = (x, y) => {
      const u = (x - width / 2) * cos + (y - height / 2) * sin;
      const v = -(x - width / 2) * sin + (y - height / 2) * cos;
      return edge - u + wave * Math.sin((v / period) * 2 * Math.PI + phase);
    };
  } else {
    const cx = width * rng.between(0.1, 0.9);
    const cy = height * rng.between(0.1, 0.9);
    const a = Math.min(width, height) * rng.between(0.15, 0.3);
    const b = kind === "phone" ? a * rng.between(0.45, 0.55) : a * rng.between(0.7, 0.9);
    const corner = kind === "phone" ? b * 0.3 : 0;
    soft = Math.min(soft, b / 2);
    distance = (x, y) => {
      const u = (x - cx) * cos + (y - cy) * sin;
      const v = -(x - cx) * sin + (y - cy) * cos;
      if (kind === "head") return (Math.hypot(u / a, v / b) - 1) * Math.min(a, b);
      const qx = Math.abs(u) - (a - corner);
      const qy = Math.abs(v) - (b - corner);
      return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - corner;
    };
  }
  const grid = new Float64Array((SHADOW_GRID + 1) * (SHADOW_GRID + 1));
  for (let j = 0; j <= SHADOW_GRID; j++) {
    for (let i = 0; i <= SHADOW_GRID; i++) {
      const d = distance((i / SHADOW_GRID) * width, (j / SHADOW_GRID) * height);
      grid[j * (SHADOW_GRID + 1) + i] = 1 - (1 - darkness) * smoothstep((soft - d) / (2 * soft));
    }
  }
  // Blue keeps 15 % of what the others lose.
  return keepCorners(img, applyField(img, grid, SHADOW_GRID, [0, 0, 0.15], [1, 1, 0.85]));
}
