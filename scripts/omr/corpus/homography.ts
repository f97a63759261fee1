import { homographyFrom, project, type Homography, type Point } from "../../../server/services/omr/homography";

export type { Point };

/** Where a picture's corners go, in order: top-left, top-right, bottom-right, bottom-left. */
export type Quad = readonly [Point, Point, Point, Point];

/** A plane projective map, row-major 3 × 3 (the reader's own, so both sides agree on the maths). */
export type Matrix3 = Homography;

/** The homography taking each `from[i]` to `to[i]` (four points each). Throws when three points are in line. */
export function homography(from: readonly Point[], to: readonly Point[]): Matrix3 {
  const h = homographyFrom(from, to);
  if (!h) throw new Error("degenerate quadrilateral");
  return h;
}

export const apply = project;

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
