import type { Point } from "../../../shared/omr/point";

/**
 * A plane-to-plane projection (a homography): how a flat sheet lies in a photo, tilted and turned,
 * or in a scan, shifted and scaled. Four points and where they land fix it.
 */
export type Homography = readonly [number, number, number, number, number, number, number, number, number];

export type { Point };

/** Solves A·x = b by Gaussian elimination with partial pivoting (A is n×n, row-major). */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, index) => [...row, b[index]]);
  for (let column = 0; column < n; column++) {
    let pivot = column;
    for (let row = column + 1; row < n; row++) if (Math.abs(m[row][column]) > Math.abs(m[pivot][column])) pivot = row;
    if (Math.abs(m[pivot][column]) < 1e-12) return null;
    [m[column], m[pivot]] = [m[pivot], m[column]];
    for (let row = 0; row < n; row++) {
      if (row === column) continue;
      const factor = m[row][column] / m[column][column];
      for (let k = column; k <= n; k++) m[row][k] -= factor * m[column][k];
    }
  }
  return m.map((row, index) => row[n] / row[index]);
}

/** The homography taking each `from` point to its `to` point (four of each, no three in a line). */
export function homographyFrom(from: readonly Point[], to: readonly Point[]): Homography | null {
  const a: number[][] = [];
  const b: number[] = [];
  for (let index = 0; index < 4; index++) {
    const { x, y } = from[index];
    const { x: u, y: v } = to[index];
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  const h = solve(a, b);
  return h ? [h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], 1] : null;
}

export function project(h: Homography, x: number, y: number): Point {
  const w = h[6] * x + h[7] * y + h[8];
  return { x: (h[0] * x + h[1] * y + h[2]) / w, y: (h[3] * x + h[4] * y + h[5]) / w };
}
