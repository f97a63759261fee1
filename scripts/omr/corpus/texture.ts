/**
 * Smooth random fields from a hash of the lattice point rather than from stored tables: any point
 * can be asked for in any order, nothing is allocated, and a seed fixes the whole field. Used for
 * the grain of ink and graphite, the irregular edge of a stain and the pattern of a table top.
 */

/** Uniform in [0, 1) for a lattice point and a seed. */
export function hash2(ix: number, iy: number, seed: number): number {
  let h = Math.imul(ix | 0, 0x27d4eb2d) ^ Math.imul(iy | 0, 0x165667b1) ^ seed;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** Value noise in [0, 1): random at whole coordinates, smoothly blended between them. */
export function valueNoise(x: number, y: number, seed: number): number {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  let fx = x - ix;
  let fy = y - iy;
  fx = fx * fx * (3 - 2 * fx);
  fy = fy * fy * (3 - 2 * fy);
  const a = hash2(ix, iy, seed);
  const b = hash2(ix + 1, iy, seed);
  const c = hash2(ix, iy + 1, seed);
  const d = hash2(ix + 1, iy + 1, seed);
  const top = a + (b - a) * fx;
  const bottom = c + (d - c) * fx;
  return top + (bottom - top) * fy;
}

/** Octaves of value noise, each twice as fine and half as strong: natural-looking unevenness, in [0, 1). */
export function fractalNoise(x: number, y: number, seed: number, octaves = 3): number {
  let sum = 0;
  let weight = 1;
  let total = 0;
  let scale = 1;
  for (let o = 0; o < octaves; o++) {
    sum += weight * valueNoise(x * scale, y * scale, seed + o * 1013);
    total += weight;
    weight *= 0.5;
    scale *= 2;
  }
  return sum / total;
}

/** A closed wobbly outline: radius factor at an angle, 1 on average, for stains and filled bubbles. */
export function wobble(harmonics: readonly { amplitude: number; phase: number; k: number }[]) {
  return (angle: number) => {
    let value = 1;
    for (const { amplitude, phase, k } of harmonics) value += amplitude * Math.sin(k * angle + phase);
    return value;
  };
}
