/**
 * A seeded pseudo-random generator: every random choice of the corpus comes from one of these, so
 * the same seed rebuilds the same images byte for byte and a failing case can be reproduced.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Standard normal (mean 0, deviation 1). */
  gaussian(): number;
  chance(probability: number): boolean;
  /** A uint32 to seed something else (a hash, another generator). */
  seed(): number;
  /** An independent generator derived from this one, for a step whose number of draws may change. */
  fork(): Rng;
}

/** mulberry32: tiny, fast and good enough for pictures (not for anything secret). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, so a readable name ("sheet-12/photo") can seed a generator. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export function createRng(seed: number | string): Rng {
  const next = mulberry32(typeof seed === "string" ? hashString(seed) : seed);
  let spare: number | null = null;
  const rng: Rng = {
    next,
    between: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor((max - min + 1) * next()),
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[Math.floor(items.length * next())];
    },
    gaussian: () => {
      // Box–Muller gives two deviates; keeping the second halves the cost.
      if (spare !== null) {
        const value = spare;
        spare = null;
        return value;
      }
      const u = 1 - next();
      const v = next();
      const radius = Math.sqrt(-2 * Math.log(u));
      spare = radius * Math.sin(2 * Math.PI * v);
      return radius * Math.cos(2 * Math.PI * v);
    },
    chance: (probability) => next() < probability,
    seed: () => Math.floor(next() * 4294967296) >>> 0,
    fork: () => createRng(rng.seed()),
  };
  return rng;
}
