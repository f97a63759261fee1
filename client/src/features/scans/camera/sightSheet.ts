import { sample, type GrayImage } from "@shared/omr/grayImage";
import { findMarkers } from "@shared/omr/markers";
import type { Point } from "@shared/omr/point";

/**
 * What the camera sees of an answer sheet in one frame: its four corner markers (the same finder
 * the server reads sheets with) and how sharp their edges are, so a blurred frame is never sent.
 */
export interface SheetSighting {
  /** The markers' centres, clockwise. */
  corners: Point[];
  /** The widest edge of a marker, in marker widths, from ink to paper: small is sharp. */
  edgeSpread: number;
}

/** A marker is 7 mm wide; its centre is 183 mm from its neighbour across the sheet (layout.ts MARKERS). */
const MARKER_SHARE = 7 / 183;
/** Edges spread over more than this share of a marker are too blurred to read bubbles by. */
export const SHARP_ENOUGH = 0.1;

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * How far, in pixels, the profile from a marker's centre outward takes to climb from a quarter to
 * three quarters of the way from ink to paper; null without the contrast of a marker on paper.
 */
function edgeWidth(frame: GrayImage, centre: Point, away: Point, size: number): number | null {
  const length = distance(centre, away);
  const dx = (centre.x - away.x) / length;
  const dy = (centre.y - away.y) / length;
  const profile: number[] = [];
  const step = 0.25;
  for (let t = 0; t <= 1.5 * size; t += step) profile.push(sample(frame, centre.x + dx * t, centre.y + dy * t));
  const ink = Math.min(...profile.slice(0, Math.max(1, Math.round((0.3 * size) / step))));
  const paper = Math.max(...profile);
  if (paper - ink < 60) return null;
  const rise = (share: number) => profile.findIndex((value) => value > ink + share * (paper - ink)) * step;
  return rise(0.75) - rise(0.25);
}

export function sightSheet(frame: GrayImage): SheetSighting | null {
  const corners = findMarkers(frame);
  if (!corners) return null;
  // Each marker's neighbour along the sheet's edge (clockwise order: 0–1 and 2–3 share an edge).
  const neighbour = [1, 0, 3, 2];
  let edgeSpread = 0;
  for (const [index, corner] of corners.entries()) {
    const other = corners[neighbour[index]];
    const size = distance(corner, other) * MARKER_SHARE;
    const width = edgeWidth(frame, corner, other, size);
    if (width === null) return null;
    edgeSpread = Math.max(edgeSpread, width / size);
  }
  return { corners, edgeSpread };
}

/**
 * Whether the last sightings show the sheet held still and sharp: every marker within `tolerance`
 * (a share of the frame's width) of where it was in each of them.
 */
export function isSteady(sightings: SheetSighting[], frameWidth: number, tolerance = 0.012): boolean {
  if (sightings.length === 0 || sightings.some((sighting) => sighting.edgeSpread > SHARP_ENOUGH)) return false;
  const [first, ...rest] = sightings;
  return rest.every((sighting) =>
    sighting.corners.every((corner, index) => distance(corner, first.corners[index]) <= tolerance * frameWidth),
  );
}
