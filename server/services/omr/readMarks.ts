import {
  BUBBLE_RADIUS,
  MARKERS,
  grown,
  questionBubbles,
  studentNumberBubbles,
  versionBubbles,
  type Circle,
  type Rect,
} from "../paper/answerSheet/layout";
import type { AnswerSheetQuestion } from "../paper/answerSheet/types";
import type { GrayImage } from "../../../shared/omr/grayImage";
import { darknessMap } from "./paperLevel";

/**
 * Reads the marks of a sheet already square on (locateSheet.ts): each question's bubbles, and on
 * the generic sheet the student-number digits and the version. Nothing uncertain is reported as
 * certain: each question is one mark, blank, several marks, or doubtful (for the teacher to look at).
 *
 * A bubble's fill is the share of its inside covered by ink, ink being darker than a threshold set
 * by the sheet's own marks (a light pencil sheet and a black pen sheet are read alike), less the
 * share an empty bubble of the same sheet shows (its printed letter, the scanner's grain). Each row
 * of bubbles is first fitted to its printed outlines, which a bent page or a lens can move by a
 * millimetre or so.
 */

export type MarkState = "one" | "blank" | "multiple" | "doubtful";

export interface GroupReading {
  /** The option marked (a letter, a digit), when exactly one is. */
  read: string | null;
  state: MarkState;
  /** 0 to 1: how far from the thresholds the reading is. */
  confidence: number;
  /** Each option's fill, 0 (like an empty bubble) to 1 (covered), in the options' order. */
  fills: number[];
}

export interface QuestionReading extends GroupReading {
  questionNumber: number;
}

export interface MarksReading {
  /**
   * Whether the printed outlines were found where the sheet's geometry puts them. When not, the
   * sheet was misplaced (a wrong square taken for a marker, a folded page) and no mark may be trusted.
   */
  aligned: boolean;
  questions: QuestionReading[];
  /** The generic sheet's student number: the digits read, or null when any digit is not one clear mark. */
  studentNumber: { digits: string | null; columns: GroupReading[] } | null;
  /** The generic sheet's version bubble ('A'…), if it has them. */
  version: GroupReading | null;
}

export interface SheetLayout {
  questions: readonly AnswerSheetQuestion[];
  /** The generic sheet: a student-number grid and, with several versions, their letters. */
  generic: { versionChoices: readonly string[] } | null;
}

/** Fills at or above this are marks; at or below FAINT, nothing; between, a tick or a doubt. */
const MARK = 0.4;
const FAINT = 0.1;
/** A tick or a cross covers less of the bubble than a fill: alone in its row and in dark ink, it is the mark. */
const TICK = 0.14;
const ALONE = 0.05;

interface Option {
  label: string;
  circle: Circle;
}

interface Measured {
  fill: number;
  /** The mean darkness of the pixels counted as ink, against the sheet's ink. */
  inkDarkness: number;
}

class Sheet {
  readonly darkness: Float32Array;
  constructor(
    readonly image: GrayImage,
    readonly pxPerMm: number,
  ) {
    this.darkness = darknessMap(image, pxPerMm);
  }

  at(x: number, y: number): number {
    const column = Math.round(x);
    const row = Math.round(y);
    if (column < 0 || row < 0 || column >= this.image.width || row >= this.image.height) return 0;
    return this.darkness[row * this.image.width + column];
  }
}

const RING_POINTS = Array.from({ length: 32 }, (_, index) => {
  const angle = (index / 32) * 2 * Math.PI;
  return { x: Math.cos(angle), y: Math.sin(angle) };
});

/** How well the printed outlines of a row of bubbles sit at `dx, dy` (px): dark ring, light just outside. */
function outlineScore(sheet: Sheet, circles: Circle[], dx: number, dy: number): number {
  const k = sheet.pxPerMm;
  let score = 0;
  for (const { cx, cy, r } of circles) {
    for (const point of RING_POINTS) {
      const x = cx * k + dx;
      const y = cy * k + dy;
      score +=
        sheet.at(x + point.x * r * k, y + point.y * r * k) - sheet.at(x + point.x * (r + 0.7) * k, y + point.y * (r + 0.7) * k);
    }
  }
  return score;
}

/**
 * How dark a printed outline is against the paper just outside it, per point of a ring, below which
 * a row's outlines were not found: printed outlines measure 0.3 and more, misplaced rows near 0.
 */
const OUTLINE_FOUND = 0.12;

/** The mean darkness of a rectangle of the page (mm), or of the ring between it and `outer` mm around it. */
function meanDarkness(sheet: Sheet, area: Rect, outer = 0): number {
  const k = sheet.pxPerMm;
  let sum = 0;
  let count = 0;
  for (let y = Math.round((area.y - outer) * k); y < (area.y + area.height + outer) * k; y++) {
    for (let x = Math.round((area.x - outer) * k); x < (area.x + area.width + outer) * k; x++) {
      const inside = x >= area.x * k && x < (area.x + area.width) * k && y >= area.y * k && y < (area.y + area.height) * k;
      if (outer > 0 === inside) continue;
      sum += sheet.at(x, y);
      count++;
    }
  }
  return count ? sum / count : 0;
}

/**
 * The four markers where the page has them: solid, with white round them. A wrong square taken for
 * a marker (a QR code's corner, a filled bubble) leaves one of them half empty or crowded.
 */
function markersInPlace(sheet: Sheet): boolean {
  return Object.values(MARKERS).every(
    (marker) => meanDarkness(sheet, grown(marker, -1)) >= 0.5 && meanDarkness(sheet, grown(marker, 1), 2.5) <= 0.08,
  );
}

/** The shift (px) that best fits the row's outlines, searched within 1.5 mm, coarse then fine. */
function fitRow(sheet: Sheet, circles: Circle[]): { dx: number; dy: number; score: number } {
  const reach = Math.round(1.5 * sheet.pxPerMm);
  let best = { dx: 0, dy: 0, score: outlineScore(sheet, circles, 0, 0) };
  for (let dy = -reach; dy <= reach; dy += 2) {
    for (let dx = -reach; dx <= reach; dx += 2) {
      const score = outlineScore(sheet, circles, dx, dy);
      if (score > best.score) best = { dx, dy, score };
    }
  }
  const coarse = best;
  for (let dy = coarse.dy - 1; dy <= coarse.dy + 1; dy++) {
    for (let dx = coarse.dx - 1; dx <= coarse.dx + 1; dx++) {
      const score = outlineScore(sheet, circles, dx, dy);
      if (score > best.score) best = { dx, dy, score };
    }
  }
  return best;
}

/** The pixels inside a bubble, clear of its printed outline, as offsets from its centre. */
function insideOffsets(pxPerMm: number): Array<[number, number]> {
  const radius = (BUBBLE_RADIUS - 0.6) * pxPerMm;
  const reach = Math.ceil(radius);
  const offsets: Array<[number, number]> = [];
  for (let y = -reach; y <= reach; y++)
    for (let x = -reach; x <= reach; x++) if (x * x + y * y <= radius * radius) offsets.push([x, y]);
  return offsets;
}

function measure(sheet: Sheet, circle: Circle, dx: number, dy: number, threshold: number, inside: Array<[number, number]>) {
  const x = Math.round(circle.cx * sheet.pxPerMm + dx);
  const y = Math.round(circle.cy * sheet.pxPerMm + dy);
  let ink = 0;
  let inkSum = 0;
  let sum = 0;
  for (const [ox, oy] of inside) {
    const value = sheet.at(x + ox, y + oy);
    sum += value;
    if (value >= threshold) {
      ink++;
      inkSum += value;
    }
  }
  return { share: ink / inside.length, mean: sum / inside.length, inkMean: ink ? inkSum / ink : 0 };
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
};
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/**
 * Ink much lighter than the sheet's own (and than any pen), covering little: what an eraser leaves,
 * not a mark. Between that and a pen's darkness a light mark is neither ignored nor read: doubtful.
 */
const ERASED_FILL = 0.3;
const erased = (option: Measured, inkLevel: number) =>
  option.fill <= ERASED_FILL && option.inkDarkness < Math.min(0.33, 0.7 * inkLevel);
const penDark = (option: Measured, inkLevel: number) => option.inkDarkness >= Math.max(0.42, 0.5 * inkLevel);

/**
 * Beside a mark in dark ink, a patch covering little and no darker than the sheet's printed letters
 * is not a second mark: a coffee stain, a scanner's smudge, the shade of a fold. (A light mark alone
 * in its row is still weighed as below, never dropped.)
 */
const PRINT_MARGIN = 0.1;
const faintAsPrint = (option: Measured, printInk: number) =>
  option.fill <= ERASED_FILL && option.inkDarkness < printInk + PRINT_MARGIN;

/**
 * One group of options (a question's letters, a digit column): one mark, none, several or doubtful.
 * `printInk` is how dark an empty bubble's counted pixels are (its printed letter), 0 when unknown.
 */
export function classify(options: Measured[], labels: string[], inkLevel: number, printInk = 0): GroupReading {
  const fills = options.map((option) => Math.round(option.fill * 1000) / 1000);
  const order = options
    .map((option, index) => ({ ...option, index, counted: erased(option, inkLevel) ? 0 : option.fill }))
    .sort((a, b) => b.counted - a.counted);
  const [first, ...rest] = order;
  const top = first?.counted ?? 0;
  const others = first && penDark(first, inkLevel) ? rest.filter((option) => !faintAsPrint(option, printInk)) : rest;
  const next = others[0]?.counted ?? 0;
  if (top >= MARK) {
    if (next >= MARK) return { read: null, state: "multiple", confidence: clamp01((next - FAINT) / (MARK - FAINT)), fills };
    if (next > FAINT) return { read: null, state: "doubtful", confidence: 0.5, fills };
    const confidence = Math.min(clamp01((top - FAINT) / (MARK - FAINT)), clamp01(1 - next / FAINT / 2));
    return { read: labels[first.index], state: "one", confidence, fills };
  }
  if (top <= FAINT) return { read: null, state: "blank", confidence: clamp01(1 - top / FAINT / 2), fills };
  // A tick or a cross: drawn in dark ink, and the rest of the row untouched.
  if (top >= TICK && next <= ALONE && penDark(first, inkLevel)) {
    const confidence = Math.min(0.9, clamp01((top - FAINT) / (MARK - FAINT)) + 0.3);
    return { read: labels[first.index], state: "one", confidence, fills };
  }
  return { read: null, state: "doubtful", confidence: 0.5, fills };
}

/** Reads every group of bubbles of a sheet square on at `pxPerMm`. */
export function readMarks(image: GrayImage, pxPerMm: number, layout: SheetLayout): MarksReading {
  const sheet = new Sheet(image, pxPerMm);
  const groups: Array<{ kind: "question" | "digit" | "version"; key: number; options: Option[] }> = [];
  const byQuestion = new Map<number, Option[]>();
  for (const bubble of questionBubbles(layout.questions)) {
    const row = byQuestion.get(bubble.question) ?? [];
    row.push({ label: bubble.letter, circle: bubble });
    byQuestion.set(bubble.question, row);
  }
  for (const [number, options] of byQuestion) groups.push({ kind: "question", key: number, options });
  if (layout.generic) {
    const columns = new Map<number, Option[]>();
    for (const bubble of studentNumberBubbles()) {
      const column = columns.get(bubble.digitColumn) ?? [];
      column.push({ label: String(bubble.digit), circle: bubble });
      columns.set(bubble.digitColumn, column);
    }
    for (const [column, options] of columns) groups.push({ kind: "digit", key: column, options });
    const letters = versionBubbles(layout.generic.versionChoices);
    if (letters.length > 0)
      groups.push({ kind: "version", key: 0, options: letters.map((bubble) => ({ label: bubble.letter, circle: bubble })) });
  }

  // Each group fitted to its outlines; the sheet's ink then measured from the clearly marked bubbles.
  const fitted = groups.map((group) => ({
    ...group,
    shift: fitRow(
      sheet,
      group.options.map((option) => option.circle),
    ),
  }));
  const inside = insideOffsets(pxPerMm);
  const rough = fitted.flatMap((group) =>
    group.options.map((option) => measure(sheet, option.circle, group.shift.dx, group.shift.dy, 0.25, inside)),
  );
  const inked = rough.filter((each) => each.share > 0.6).map((each) => each.inkMean);
  const inkLevel = inked.length > 0 ? percentile(inked, 0.5) : 0.6;
  const threshold = Math.min(0.4, Math.max(0.12, inkLevel * 0.45));

  const measured = fitted.map((group) =>
    group.options.map((option) => measure(sheet, option.circle, group.shift.dx, group.shift.dy, threshold, inside)),
  );
  // An empty bubble's own share (its letter, the grain), from the emptier part of the sheet's bubbles.
  const empty = percentile(
    measured.flat().map((each) => each.share),
    0.35,
  );
  const options = measured.map((group) =>
    group.map((each) => ({ fill: clamp01((each.share - empty) / (1 - empty)), inkDarkness: each.inkMean })),
  );
  // How dark the counted pixels of an empty bubble are: its printed letter, as this sheet shows it.
  const unmarked = options.flat().filter((option) => option.fill <= FAINT && option.inkDarkness > 0);
  const printInk = percentile(
    unmarked.map((option) => option.inkDarkness),
    0.5,
  );
  const readings = fitted.map((group, index) => ({
    group,
    reading: classify(
      options[index],
      group.options.map((option) => option.label),
      inkLevel,
      printInk,
    ),
  }));

  const questions = readings
    .filter(({ group }) => group.kind === "question")
    .map(({ group, reading }) => ({ questionNumber: group.key, ...reading }))
    .sort((a, b) => a.questionNumber - b.questionNumber);
  const digits = readings.filter(({ group }) => group.kind === "digit").sort((a, b) => a.group.key - b.group.key);
  const studentNumber = layout.generic
    ? {
        digits: digits.every(({ reading }) => reading.state === "one")
          ? digits.map(({ reading }) => reading.read).join("")
          : null,
        columns: digits.map(({ reading }) => reading),
      }
    : null;
  const version = readings.find(({ group }) => group.kind === "version")?.reading ?? null;
  const outlines = fitted.map((group) => group.shift.score / (group.options.length * RING_POINTS.length));
  const aligned = percentile(outlines, 0.5) >= OUTLINE_FOUND && markersInPlace(sheet);
  return { aligned, questions, studentNumber, version };
}
