/** A point in pixels; for a picture, (0, 0) is the top-left corner of its top-left pixel. */
export interface Point {
  x: number;
  y: number;
}

/** Where a picture's corners go, in order: top-left, top-right, bottom-right, bottom-left. */
export type Quad = readonly [Point, Point, Point, Point];

/** A plane projective map, row-major 3 × 3. */
export type Matrix3 = readonly [number, number, number, number, number, number, number, number, number];

/**
 * The homography taking each `from[i]` to `to[i]` (four points each), by solving the usual eight
 * equations with the last entry fixed at 1. Throws when three points are in line.
 */
export function homography(from: readonly Point[], to: readonly Point[]): Matrix3 {
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i];
    const { x: u, y: v } = to[i];
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  // Gaussian elimination with partial pivoting on the 8 × 9 augmented matrix.
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let row = col + 1; row < 8; row++) if (Math.abs(rows[row][col]) > Math.abs(rows[pivot][col])) pivot = row;
    if (Math.abs(rows[pivot][col]) < 1e-12) throw new Error("degenerate quadrilateral");
    [rows[col], rows[pivot]] = [rows[pivot], rows[col]];
    for (let row = 0; row < 8; row++) {
      if (row === col) continue;
      const factor = rows[row][col] / rows[col][col];
      if (factor === 0) continue;
      for (let k = col; k < 9; k++) rows[row][k] -= factor * rows[col][k];
    }
  }
  const h = rows.map((row, i) => row[8] / row[i]);
  return [h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], 1];
}

export function apply(h: Matrix3, x: number, y: number): Point {
  const w = h[6] * x + h[7] * y + h[8];
  return { x: (h[0] * x + h[1] * y + h[2]) / w, y: (h[3] * x + h[4] * y + h[5]) / w };
}

export const toQuad = (points: readonly Point[]): Quad => [points[0], points[1], points[2], points[3]];

/** The corners of a width × height picture, in Quad order. */
export const cornersOf = (width: number, height: number): Quad => [
  { x: 0, y: 0 },
  { x: width, y: 0 },
  { x: width, y: height },
  { x: 0, y: height },
];

export function boundsOf(points: readonly Point[]) {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

/**
 * A picture that knows where the page's corners are in it (after a rotation, a tilt or a photo):
 * the truth a reader's page finder can be checked against. Functions that move pixels update the
 * corners; functions that only change their values keep them.
 */
export interface Warped {
  width: number;
  height: number;
  data: Uint8Array;
  corners: Quad;
}

/** The page's corners in `img`, if a geometric step recorded them. */
export const cornersIn = (img: { width: number; height: number }): Quad | undefined => (img as Partial<Warped>).corners;

/**
 * `out` with `from`'s corners, when `out` has the same geometry as `from`. Typed as `from`, so that
 * a chain such as noise(blur(photoOf(…))) is still known to have corners; nothing but the corners
 * is carried over.
 */
export function keepCorners<T extends { width: number; height: number; data: Uint8Array }>(
  from: T,
  out: { width: number; height: number; data: Uint8Array },
): T {
  const corners = cornersIn(from);
  return (corners ? { ...out, corners } : out) as T;
}
