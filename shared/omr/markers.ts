import type { GrayImage } from "./grayImage";
import type { Point } from "./point";

/**
 * Finds the answer sheet's four corner markers (layout.ts MARKERS: solid squares 7 mm wide, 10 mm
 * in from the corners, with white round them) in a scan or photo of any size, turned any way.
 *
 * Dark pixels are those much darker than their surroundings (a threshold relative to the local
 * mean, so a shadow or a dim photo does not matter). Each connected dark blob is then measured by
 * its moments: a solid square, whatever its rotation, has equal spreads in every direction and an
 * area twelve times its spread, where letters, lines and the QR code's hollow squares do not. Of
 * the square blobs, the four that span the largest quadrilateral of the sheet's shape are the
 * markers: filled bubbles are squarish too, but smaller and inside.
 */

export interface Blob {
  area: number;
  centre: Point;
}

/** Pixels darker than this share of their neighbourhood's mean are ink. */
const DARK_RATIO = 0.65;

function darkPixels(image: GrayImage): Uint8Array {
  const { width, height, data } = image;
  // Integral image of the values, for the mean of any window in four look-ups.
  const integral = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += data[y * width + x];
      integral[(y + 1) * (width + 1) + x + 1] = integral[y * (width + 1) + x + 1] + row;
    }
  }
  const half = Math.max(8, Math.round(Math.max(width, height) / 24));
  const dark = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - half);
    const bottom = Math.min(height, y + half + 1);
    for (let x = 0; x < width; x++) {
      const left = Math.max(0, x - half);
      const right = Math.min(width, x + half + 1);
      const sum =
        integral[bottom * (width + 1) + right] -
        integral[top * (width + 1) + right] -
        integral[bottom * (width + 1) + left] +
        integral[top * (width + 1) + left];
      const mean = sum / ((bottom - top) * (right - left));
      if (data[y * width + x] < mean * DARK_RATIO) dark[y * width + x] = 1;
    }
  }
  return dark;
}

interface Moments {
  area: number;
  sx: number;
  sy: number;
  sxx: number;
  syy: number;
  sxy: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** The dark blobs' moments, labelling 4-connected pixels in one pass with a union-find of labels. */
function blobMoments(dark: Uint8Array, width: number, height: number): Moments[] {
  const labels = new Int32Array(width * height);
  const parent: number[] = [0];
  const find = (label: number): number => {
    while (parent[label] !== label) {
      parent[label] = parent[parent[label]];
      label = parent[label];
    }
    return label;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = y * width + x;
      if (!dark[index]) continue;
      const left = x > 0 ? labels[index - 1] : 0;
      const up = y > 0 ? labels[index - width] : 0;
      if (!left && !up) {
        parent.push(parent.length);
        labels[index] = parent.length - 1;
      } else if (left && up) {
        const a = find(left);
        const b = find(up);
        labels[index] = Math.min(a, b);
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      } else labels[index] = left || up;
    }
  }
  const byRoot = new Map<number, Moments>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const label = labels[y * width + x];
      if (!label) continue;
      const root = find(label);
      let m = byRoot.get(root);
      if (!m) {
        m = { area: 0, sx: 0, sy: 0, sxx: 0, syy: 0, sxy: 0, minX: x, maxX: x, minY: y, maxY: y };
        byRoot.set(root, m);
      }
      m.area++;
      m.sx += x;
      m.sy += y;
      m.sxx += x * x;
      m.syy += y * y;
      m.sxy += x * y;
      if (x < m.minX) m.minX = x;
      if (x > m.maxX) m.maxX = x;
      if (y < m.minY) m.minY = y;
      if (y > m.maxY) m.maxY = y;
    }
  }
  return [...byRoot.values()];
}

/** A blob that is a solid, roughly square patch (turned any way, seen at an angle), or null. */
function squareBlob(m: Moments, minArea: number): Blob | null {
  if (m.area < minArea) return null;
  const cx = m.sx / m.area;
  const cy = m.sy / m.area;
  const vxx = m.sxx / m.area - cx * cx;
  const vyy = m.syy / m.area - cy * cy;
  const vxy = m.sxy / m.area - cx * cy;
  const trace = vxx + vyy;
  const root = Math.sqrt(Math.max(0, (vxx - vyy) ** 2 / 4 + vxy * vxy));
  const major = trace / 2 + root;
  const minor = trace / 2 - root;
  if (minor <= 0 || major / minor > 2.4) return null;
  // A filled square of side s has area s² and spreads s²/12: area ≈ 12·√(major·minor).
  const solidity = m.area / (12 * Math.sqrt(major * minor));
  if (solidity < 0.8 || solidity > 1.15) return null;
  const boxArea = (m.maxX - m.minX + 1) * (m.maxY - m.minY + 1);
  if (m.area / boxArea < 0.45) return null;
  return { area: m.area, centre: { x: cx + 0.5, y: cy + 0.5 } };
}

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** The four points in order round their centre (clockwise on screen, y down), or null if not convex. */
export function convexOrder(points: readonly Point[]): Point[] | null {
  const cx = points.reduce((sum, p) => sum + p.x, 0) / points.length;
  const cy = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  const ordered = [...points].sort((a, b) => Math.atan2(a.y - cy, a.x - cx) - Math.atan2(b.y - cy, b.x - cx));
  for (let index = 0; index < 4; index++) {
    const turn = cross(ordered[index], ordered[(index + 1) % 4], ordered[(index + 2) % 4]);
    if (turn <= 0) return null;
  }
  return ordered;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** The markers' centres are 183 × 270 mm apart (layout.ts): the sheet's shape, seen square on. */
const SHAPE = 183 / 270;

function quadScore(blobs: Blob[]): number {
  const order = convexOrder(blobs.map((blob) => blob.centre));
  if (!order) return 0;
  const areas = blobs.map((blob) => blob.area);
  // A tilted photo shows the near markers up to a few times larger than the far ones.
  const spread = Math.min(...areas) / Math.max(...areas);
  if (spread < 0.1) return 0;
  const sides = order.map((point, index) => distance(point, order[(index + 1) % 4]));
  const shortSide = Math.min((sides[0] + sides[2]) / 2, (sides[1] + sides[3]) / 2);
  const longSide = Math.max((sides[0] + sides[2]) / 2, (sides[1] + sides[3]) / 2);
  const shape = shortSide / longSide;
  if (shape < SHAPE * 0.6 || shape > Math.min(1, SHAPE * 1.45)) return 0;
  // Each marker is about 7/183 of the short side: a far smaller or larger blob is something else.
  const expected = ((7 / 183) * shortSide) ** 2;
  const mean = areas.reduce((sum, area) => sum + area, 0) / 4;
  if (mean < expected * 0.3 || mean > expected * 3) return 0;
  // The markers are the sheet's outermost squares: of the plausible four, the widest apart.
  return Math.abs(cross(order[0], order[1], order[2])) / 2 + Math.abs(cross(order[0], order[2], order[3])) / 2;
}

/**
 * The four markers' centres in the picture, in convex order (clockwise on screen), or null when
 * four cannot be found: the page is not an answer sheet, or too little of it shows.
 */
export function findMarkers(image: GrayImage): Point[] | null {
  const dark = darkPixels(image);
  const minArea = Math.max(12, Math.round((Math.max(image.width, image.height) / 300) ** 2));
  const squares = blobMoments(dark, image.width, image.height)
    .map((m) => squareBlob(m, minArea))
    .filter((blob): blob is Blob => blob !== null)
    .sort((a, b) => b.area - a.area)
    .slice(0, 14);
  let best: { score: number; blobs: Blob[] } | null = null;
  const n = squares.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++) {
          const blobs = [squares[a], squares[b], squares[c], squares[d]];
          const score = quadScore(blobs);
          if (score > 0 && (!best || score > best.score)) best = { score, blobs };
        }
  return best ? convexOrder(best.blobs.map((blob) => blob.centre)) : null;
}
