import { BUBBLE_PITCH, ROW_PITCH, type Circle } from "../../../server/services/paper/answerSheet/layout";
import { InkMask, type PointMm } from "./inkMask";
import type { Rng } from "./random";
import { luma, type PageFrame, type Rgb, type RgbImage } from "./raster";
import { wobble } from "./texture";

/**
 * Student marks drawn onto a rendered sheet: the ways real answer sheets come back filled in, from a
 * clean pen fill to a tick, an erased answer or a slip of the pen between bubbles.
 */
export type MarkKind = "full" | "partial" | "pencilLight" | "pencil" | "tick" | "cross" | "erased" | "stray";
export type Ink = "black" | "blue" | "pencil";

export const MARK_KINDS: readonly MarkKind[] = ["full", "partial", "pencilLight", "pencil", "tick", "cross", "erased", "stray"];

/** What was drawn, for the corpus's truth file. */
export interface MarkResult {
  kind: MarkKind;
  /** The ink actually used: pencil kinds are graphite whatever was asked. */
  ink: Ink;
  /** Fraction of the bubble's inside (radius r) that the mark covers with at least half its ink. */
  coverage: number;
  /** Mean luma of those covered pixels on white paper (255 when nothing is covered). */
  luma: number;
  colour: Rgb;
}

// Ballpoint inks as scanned: not pure black or pure blue.
const PEN: Record<"black" | "blue", Rgb> = { black: [25, 25, 30], blue: [20, 40, 140] };

const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

function penColour(ink: "black" | "blue", rng: Rng): Rgb {
  const base = PEN[ink];
  // Pens differ: a dry ballpoint is lighter, a gel pen darker.
  const shade = rng.between(0.75, 1.25);
  return [clampByte(base[0] * shade), clampByte(base[1] * shade), clampByte(base[2] * rng.between(0.9, 1.1))];
}

/** Graphite is a slightly cool grey. */
const graphiteColour = (value: number): Rgb => [clampByte(value - 3), clampByte(value - 1), clampByte(value + 4)];

/**
 * The graphite colour that, under the mask's uneven alpha, gives a mean luma of `target` where
 * graphite lies: how dark a pencil mark looks depends on both the lead and the pressure.
 */
function graphiteFor(target: number, meanAlpha: number): Rgb {
  const alpha = Math.max(0.2, meanAlpha);
  // Even a soft lead pressed hard scans no darker than about 50.
  return graphiteColour(Math.max(50, Math.min(250, 255 - (255 - target) / alpha)));
}

interface Fill {
  /** The pen's line, mm. */
  width: number;
  /** Distance between neighbouring strokes, mm. */
  spacing: number;
  angle: number;
  /** The edge of the filled region at each angle round the centre, mm. */
  radius: (angle: number) => number;
  opacity: [number, number];
  /** How far a stroke's end wanders, mm. */
  jitter: number;
}

/**
 * A wobbly circle's edge: students fill a little outside or a little short of the printed circle,
 * never a perfect circle.
 */
function ragged(rng: Rng, base: number, amplitude: number) {
  const harmonics = [2, 3, 4, 5].map((k) => ({
    k,
    amplitude: (rng.between(-1, 1) * amplitude) / base / 2,
    phase: rng.between(0, 6.3),
  }));
  const shape = wobble(harmonics);
  return (angle: number) => base * shape(angle);
}

/**
 * The back-and-forth strokes of someone filling a shape: parallel chords across it, one after the
 * other, each starting where the last one turned. Returns them in drawing order.
 */
function hatchStrokes(centre: PointMm, fill: Fill, rng: Rng): PointMm[][] {
  const dx = Math.cos(fill.angle);
  const dy = Math.sin(fill.angle);
  let reach = 0;
  for (let a = 0; a < 64; a++) reach = Math.max(reach, fill.radius((a / 64) * 2 * Math.PI));
  const chordEnd = (t: number, sign: number) => {
    // The edge is not a circle: find where this chord meets it by refining the angle a few times.
    let s = Math.sqrt(Math.max(0, reach * reach - t * t));
    for (let k = 0; k < 3; k++) {
      const angle = Math.atan2(t * dx + sign * s * dy, -t * dy + sign * s * dx);
      const edge = fill.radius(angle) - fill.width / 2;
      s = edge > Math.abs(t) ? Math.sqrt(edge * edge - t * t) : 0;
    }
    return sign * s;
  };
  const strokes: PointMm[][] = [];
  let previous: PointMm | null = null;
  let forward = rng.chance(0.5);
  for (let t = -reach + fill.width / 2; t <= reach - fill.width / 2; t += fill.spacing * rng.between(0.85, 1.15)) {
    const back = chordEnd(t, -1);
    const ahead = chordEnd(t, 1);
    if (ahead - back < 0.05) continue;
    const from = (forward ? back : ahead) + rng.between(-1, 1) * fill.jitter;
    const to = (forward ? ahead : back) + rng.between(-1, 1) * fill.jitter;
    forward = !forward;
    const at = (s: number, bend: number): PointMm => ({
      x: centre.x + s * dx - (t + bend) * dy,
      y: centre.y + s * dy + (t + bend) * dx,
    });
    const bow = rng.gaussian() * 0.06;
    const start = at(from, 0);
    const chord = [start, at((from + to) / 2, bow), at(to, 0)];
    strokes.push(previous ? [previous, ...chord] : chord);
    previous = chord[2];
  }
  return strokes;
}

const drawAll = (mask: InkMask, strokes: PointMm[][], fill: Fill, rng: Rng) => {
  for (const stroke of strokes) mask.stroke(stroke, fill.width, rng.between(fill.opacity[0], fill.opacity[1]));
};

/** A closed pass round the edge, the way many students start a fill: it closes the ragged rim. */
function outline(mask: InkMask, centre: PointMm, radius: (angle: number) => number, width: number, opacity: number, rng: Rng) {
  const start = rng.between(0, 2 * Math.PI);
  const turn = rng.chance(0.5) ? 1 : -1;
  const points: PointMm[] = [];
  for (let k = 0; k <= 52; k++) {
    const angle = start + (turn * k * 2 * Math.PI) / 48;
    const r = radius(angle) - width / 2 + rng.gaussian() * 0.03;
    points.push({ x: centre.x + r * Math.cos(angle), y: centre.y + r * Math.sin(angle) });
  }
  mask.stroke(points, width, opacity);
}

/** The most that the paper's grain takes away from graphite, and from ballpoint ink. */
const GRAPHITE_GRAIN = 0.3;
const PEN_GRAIN = 0.15;
/** See partialFill. */
const PARTIAL_LEVEL = 0.6;

const centreOf = (bubble: Circle): PointMm => ({ x: bubble.cx, y: bubble.cy });

/** A pen fill: dense hatching to (and a little past) the printed circle. */
function fullFill(mask: InkMask, bubble: Circle, rng: Rng): number {
  const width = rng.between(0.4, 0.6);
  // Up to about 0.4 mm past the printed circle at the ragged edge's widest.
  const radius = ragged(rng, bubble.r + rng.between(-0.05, 0.3), 0.12);
  const fill: Fill = {
    width,
    spacing: width * rng.between(0.45, 0.75),
    angle: rng.between(0, Math.PI),
    radius,
    opacity: [0.82, 0.97],
    jitter: 0.12,
  };
  const centre = centreOf(bubble);
  if (rng.chance(0.5)) outline(mask, centre, radius, width, rng.between(0.85, 0.97), rng);
  drawAll(mask, hatchStrokes(centre, fill, rng), fill, rng);
  if (rng.chance(0.3)) {
    const again = { ...fill, angle: fill.angle + rng.between(0.6, 1.2) };
    drawAll(mask, hatchStrokes(centre, again, rng), again, rng);
  }
  // Going round the edge until it looks filled, as students do.
  for (let pass = 0; pass < 3 && mask.coverage(bubble) < 0.93; pass++) {
    outline(mask, centre, (angle) => radius(angle) + 0.05 * pass, width, rng.between(0.85, 0.97), rng);
  }
  return fill.angle;
}

/**
 * A hurried scribble that stops once it covers `target` of the bubble. Coverage is counted where the
 * ink is at least 0.6, not 0.5: the stroke's soft edges and the grain applied afterwards would
 * otherwise leave the visible mark short of the target.
 */
function partialFill(mask: InkMask, bubble: Circle, target: number, rng: Rng): number {
  const width = rng.between(0.4, 0.6);
  const centre = centreOf(bubble);
  const angle = rng.between(0, Math.PI);
  const passes: Fill[] = [
    {
      width,
      spacing: width * rng.between(0.7, 1.05),
      angle,
      radius: ragged(rng, bubble.r - rng.between(0, 0.25), 0.15),
      opacity: [0.8, 0.96],
      jitter: 0.2,
    },
    {
      width,
      spacing: width * rng.between(0.6, 0.9),
      angle: angle + rng.between(0.5, 1.2),
      radius: ragged(rng, bubble.r + 0.1, 0.1),
      opacity: [0.8, 0.96],
      jitter: 0.15,
    },
  ];
  for (const fill of passes) {
    for (const stroke of hatchStrokes(centre, fill, rng)) {
      const saved = mask.snapshot();
      const opacity = rng.between(fill.opacity[0], fill.opacity[1]);
      mask.stroke(stroke, fill.width, opacity);
      if (mask.coverage(bubble, PARTIAL_LEVEL) < target) continue;
      // Too far: shorten this last stroke to the length that just reaches the target.
      let low = 0;
      let high = 1;
      for (let step = 0; step < 10; step++) {
        const middle = (low + high) / 2;
        mask.restore(saved);
        mask.stroke(shortened(stroke, middle), fill.width, opacity);
        if (mask.coverage(bubble, PARTIAL_LEVEL) >= target) high = middle;
        else low = middle;
      }
      mask.restore(saved);
      mask.stroke(shortened(stroke, high), fill.width, opacity);
      return fill.angle;
    }
  }
  return angle;
}

/** The first `fraction` of a polyline's length. */
function shortened(points: readonly PointMm[], fraction: number): PointMm[] {
  const lengths = points.slice(1).map((p, k) => Math.hypot(p.x - points[k].x, p.y - points[k].y));
  let left = fraction * lengths.reduce((sum, value) => sum + value, 0);
  const out: PointMm[] = [points[0]];
  for (let k = 0; k < lengths.length; k++) {
    if (left >= lengths[k]) {
      out.push(points[k + 1]);
      left -= lengths[k];
      continue;
    }
    const t = lengths[k] > 0 ? left / lengths[k] : 0;
    out.push({ x: points[k].x + t * (points[k + 1].x - points[k].x), y: points[k].y + t * (points[k + 1].y - points[k].y) });
    break;
  }
  return out;
}

/** Graphite fill: wider, softer strokes in two or three directions, as a pencil is used. */
function pencilFill(mask: InkMask, bubble: Circle, rng: Rng, overflow: [number, number]): number {
  const width = rng.between(0.5, 0.9);
  const radius = ragged(rng, bubble.r + rng.between(overflow[0], overflow[1]), 0.15);
  const angle = rng.between(0, Math.PI);
  const centre = centreOf(bubble);
  const passes = rng.int(2, 3);
  for (let pass = 0; pass < passes; pass++) {
    const fill: Fill = {
      width,
      spacing: width * rng.between(0.35, 0.6),
      angle: angle + pass * rng.between(0.5, 1.3),
      radius,
      opacity: [0.8, 0.97],
      jitter: 0.12,
    };
    drawAll(mask, hatchStrokes(centre, fill, rng), fill, rng);
  }
  outline(mask, centre, radius, width, rng.between(0.7, 0.95), rng);
  return angle;
}

/** A polyline through `corners`, each leg bent slightly: hands do not draw straight lines. */
function handLine(corners: readonly PointMm[], rng: Rng): PointMm[] {
  const out: PointMm[] = [corners[0]];
  for (let k = 1; k < corners.length; k++) {
    const a = corners[k - 1];
    const b = corners[k];
    const bow = rng.gaussian() * 0.12;
    const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    for (let s = 1; s <= 6; s++) {
      const t = s / 6;
      const bend = bow * Math.sin(Math.PI * t);
      out.push({
        x: a.x + t * (b.x - a.x) - (bend * (b.y - a.y)) / length,
        y: a.y + t * (b.y - a.y) + (bend * (b.x - a.x)) / length,
      });
    }
  }
  return out;
}

/** Points given relative to the bubble's centre, scaled, turned and shifted a little. */
function placed(bubble: Circle, points: readonly [number, number][], rng: Rng, scale: number, turn: number): PointMm[] {
  const cos = Math.cos(turn) * scale;
  const sin = Math.sin(turn) * scale;
  const shiftX = rng.gaussian() * 0.25;
  const shiftY = rng.gaussian() * 0.25;
  return points.map(([x, y]) => {
    const jx = x + rng.between(-0.15, 0.15);
    const jy = y + rng.between(-0.15, 0.15);
    return { x: bubble.cx + shiftX + jx * cos - jy * sin, y: bubble.cy + shiftY + jx * sin + jy * cos };
  });
}

function tick(mask: InkMask, bubble: Circle, rng: Rng) {
  const width = rng.between(0.4, 0.6);
  const points = placed(
    bubble,
    [
      [-1.3, 0],
      [-0.35, 1.2],
      [1.7, -1.7],
    ],
    rng,
    rng.between(1, 1.25),
    rng.between(-0.25, 0.25),
  );
  const opacity = rng.between(0.85, 0.97);
  mask.stroke(handLine(points, rng), width, opacity);
  // Some go over their tick again.
  if (rng.chance(0.25)) mask.stroke(handLine(points, rng), width, opacity);
}

function cross(mask: InkMask, bubble: Circle, rng: Rng) {
  const width = rng.between(0.4, 0.6);
  const reach = rng.between(1.3, 1.9);
  const turn = rng.between(-0.2, 0.2);
  const [a, b, c, d] = placed(
    bubble,
    [
      [-reach, -reach],
      [reach, reach],
      [reach, -reach],
      [-reach, reach],
    ],
    rng,
    1,
    turn,
  );
  mask.stroke(handLine([a, b], rng), width, rng.between(0.85, 0.97));
  mask.stroke(handLine([c, d], rng), width, rng.between(0.85, 0.97));
}

/** A pencil fill rubbed out: grey residue, streaked along the eraser's path, smeared past the circle. */
function erased(mask: InkMask, bubble: Circle, rng: Rng): number {
  const angle = pencilFill(mask, bubble, rng, [-0.05, 0.3]);
  mask.texture(rng.seed(), GRAPHITE_GRAIN, 0.6, 0.08, angle, 0.55);
  const rub = rng.between(0, Math.PI);
  const residue = rng.between(0.35, 0.75);
  const { pxPerMm } = mask.frame;
  const cos = Math.cos(rub) / pxPerMm;
  const sin = Math.sin(rub) / pxPerMm;
  const seed = rng.seed();
  // Streaks along the rubbing direction: the eraser leaves more where it pressed less.
  mask.texture(seed, 0.6, 1.5, 0.2, rub, 0.2);
  mask.scale((x, y) => residue * (0.7 + 0.3 * Math.abs(Math.sin((x * cos + y * sin) * 2.1))));
  const shift = rng.between(0.3, 1.2);
  mask.smudge(
    { x: bubble.cx + shift * Math.cos(rub), y: bubble.cy + shift * Math.sin(rub) },
    bubble.r + rng.between(0.5, 2),
    bubble.r + rng.between(-0.3, 0.5),
    rub,
    rng.between(0.25, 0.5),
  );
  return rub;
}

/**
 * A slip of the pen between bubbles: a dot or a short dash in the gap to the right, between rows,
 * or where four bubbles meet. It must touch no bubble's inside, so every candidate is checked
 * against the grid's neighbours (and shrunk until it fits).
 */
function stray(mask: InkMask, bubble: Circle, rng: Rng) {
  const width = rng.between(0.35, 0.55);
  const neighbours: Circle[] = [];
  for (let i = -1; i <= 2; i++) {
    for (let j = -1; j <= 2; j++)
      neighbours.push({ cx: bubble.cx + i * BUBBLE_PITCH, cy: bubble.cy + j * ROW_PITCH, r: bubble.r });
  }
  const below = rng.chance(0.5) ? 1 : -1;
  const place = rng.pick(["right", "rows", "corner"] as const);
  const gap: PointMm =
    place === "right"
      ? { x: bubble.cx + BUBBLE_PITCH / 2, y: bubble.cy + rng.between(-1, 1) }
      : place === "rows"
        ? { x: bubble.cx + rng.between(-0.6, 0.6), y: bubble.cy + (below * ROW_PITCH) / 2 }
        : { x: bubble.cx + BUBBLE_PITCH / 2, y: bubble.cy + (below * ROW_PITCH) / 2 };
  const angle =
    place === "right"
      ? Math.PI / 2 + rng.between(-0.3, 0.3)
      : place === "rows"
        ? rng.between(-0.15, 0.15)
        : rng.between(0, Math.PI);
  const dot = rng.chance(0.3);
  let length = dot ? 0 : rng.between(0.6, place === "rows" ? 2.2 : 2.6);
  let thickness = dot ? rng.between(0.4, 0.8) : width;
  const clearance = 0.5 / mask.frame.pxPerMm + 0.04;
  for (let attempt = 0; ; attempt++) {
    const half = length / 2;
    const a = { x: gap.x - half * Math.cos(angle), y: gap.y - half * Math.sin(angle) };
    const b = { x: gap.x + half * Math.cos(angle), y: gap.y + half * Math.sin(angle) };
    const line = length > 0 ? handLine([a, b], rng) : [gap];
    const fits = neighbours.every((n) => distanceToLine(line, n.cx, n.cy) - n.r >= thickness / 2 + clearance);
    if (fits) {
      mask.stroke(line, thickness, rng.between(0.85, 0.97));
      return;
    }
    if (attempt > 12) throw new Error("no room between the bubbles for a stray mark");
    length *= 0.7;
    thickness = Math.max(0.25, thickness * 0.9);
    gap.x += (bubble.cx + (place === "rows" ? 0 : BUBBLE_PITCH / 2) - gap.x) * 0.5;
    gap.y += (bubble.cy + (place === "right" ? 0 : (below * ROW_PITCH) / 2) - gap.y) * 0.5;
  }
}

/** The distance from (x, y) to the nearest point of a polyline. */
function distanceToLine(line: readonly PointMm[], x: number, y: number): number {
  let best = Infinity;
  for (let k = 0; k < line.length; k++) {
    const a = line[k];
    const b = line[Math.min(k + 1, line.length - 1)];
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const length2 = dx * dx + dy * dy;
    const t = length2 > 0 ? Math.max(0, Math.min(1, ((x - a.x) * dx + (y - a.y) * dy) / length2)) : 0;
    best = Math.min(best, Math.hypot(x - a.x - t * dx, y - a.y - t * dy));
  }
  return best;
}

/**
 * Draws one student mark on `bubble` (page mm) of a picture whose page sits at `frame`. Pen kinds
 * use `ink`; "pencil", "pencilLight" and "erased" are graphite whatever `ink` says. Every random
 * choice comes from `rng`.
 */
export function drawMark(img: RgbImage, frame: PageFrame, bubble: Circle, kind: MarkKind, ink: Ink, rng: Rng): MarkResult {
  const mask = new InkMask(frame, centreOf(bubble), bubble.r + 3.4, img.width, img.height);
  const graphite = kind === "pencil" || kind === "pencilLight" || kind === "erased" || ink === "pencil";
  let angle = 0;
  switch (kind) {
    case "full":
      angle = graphite ? pencilFill(mask, bubble, rng, [-0.05, 0.3]) : fullFill(mask, bubble, rng);
      break;
    case "partial":
      angle = partialFill(mask, bubble, rng.between(0.6, 0.88), rng);
      break;
    case "pencil":
      angle = pencilFill(mask, bubble, rng, [-0.05, 0.3]);
      break;
    case "pencilLight":
      angle = pencilFill(mask, bubble, rng, [0, 0.3]);
      break;
    case "tick":
      tick(mask, bubble, rng);
      break;
    case "cross":
      cross(mask, bubble, rng);
      break;
    case "erased":
      erased(mask, bubble, rng);
      break;
    case "stray":
      stray(mask, bubble, rng);
      break;
  }
  let colour: Rgb;
  if (kind === "erased") {
    // What rubbing leaves is faint: never darker than this, however much graphite stayed.
    colour = graphiteColour(rng.between(213, 228));
  } else if (graphite) {
    mask.texture(rng.seed(), GRAPHITE_GRAIN, 0.6, 0.08, angle, 0.55);
    const target = kind === "pencilLight" ? rng.between(140, 175) : rng.between(70, 110);
    colour = graphiteFor(target, mask.meanInked(0.5));
  } else {
    mask.texture(rng.seed(), PEN_GRAIN, 0.8, 0.12, angle, 0.3);
    colour = penColour(ink as "black" | "blue", rng);
  }
  mask.applyTo(img, colour);
  const inked = mask.inkedAlpha(bubble, 0.5);
  return {
    kind,
    ink: graphite ? "pencil" : ink,
    coverage: inked.fraction,
    luma: inked.fraction > 0 ? 255 - inked.mean * (255 - luma(...colour)) : 255,
    colour,
  };
}

/**
 * The fraction of the bubble's inside (pixel centres within r of its centre) darker than `threshold`
 * luma: how the tests and the generator measure a mark on the picture itself.
 */
export function coverage(img: RgbImage, frame: PageFrame, bubble: Circle, threshold: number): number {
  const { pxPerMm, offsetX, offsetY } = frame;
  const cx = offsetX + bubble.cx * pxPerMm;
  const cy = offsetY + bubble.cy * pxPerMm;
  const r = bubble.r * pxPerMm;
  let total = 0;
  let dark = 0;
  for (let j = Math.floor(cy - r); j <= Math.ceil(cy + r); j++) {
    for (let i = Math.floor(cx - r); i <= Math.ceil(cx + r); i++) {
      const dx = i + 0.5 - cx;
      const dy = j + 0.5 - cy;
      if (dx * dx + dy * dy > r * r) continue;
      total++;
      if (i < 0 || j < 0 || i >= img.width || j >= img.height) continue;
      const o = (j * img.width + i) * 3;
      if (luma(img.data[o], img.data[o + 1], img.data[o + 2]) < threshold) dark++;
    }
  }
  return total === 0 ? 0 : dark / total;
}
