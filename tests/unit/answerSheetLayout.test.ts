import { describe, expect, it } from "vitest";
import {
  ANSWERS_BOX,
  COLUMNS,
  GENERIC_IDENTIFICATION,
  MARKER_BOX,
  MARKER_CLEARANCE,
  MARKER_SIZE,
  MARKERS,
  MAX_QUESTIONS,
  PAGE,
  QR_QUIET_ZONE,
  QR_SQUARE,
  ROWS_PER_COLUMN,
  STUDENT_NUMBER_BOX,
  grown,
  questionBubbles,
  questionColumn,
  questionSlot,
  sheetGeometry,
  sheetRegions,
  studentNumberBubbles,
  studentNumberWriteIns,
  versionBubbles,
  type Circle,
  type Rect,
} from "../../server/services/paper/answerSheet/layout";

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;
const boundsOf = ({ cx, cy, r }: Circle): Rect => ({ x: cx - r, y: cy - r, width: 2 * r, height: 2 * r });
/** The ink-free space between two circles. */
const gapBetween = (a: Circle, b: Circle) => Math.hypot(a.cx - b.cx, a.cy - b.cy) - a.r - b.r;
const smallestGap = (circles: Circle[]) => {
  let smallest = Infinity;
  for (let i = 0; i < circles.length; i++) {
    for (let j = i + 1; j < circles.length; j++) smallest = Math.min(smallest, gapBetween(circles[i], circles[j]));
  }
  return smallest;
};

const ninety = Array.from({ length: MAX_QUESTIONS }, (_unused, index) => ({ number: index + 1, choices: 5 }));
const named = { student: { name: "Ana", registrationNumber: null }, version: "B" };
const namedWithoutVersion = { ...named, version: null };
const generic = { student: null, version: null };
const SHEETS = { named, namedWithoutVersion, generic };
/** Within a marker's clearance nothing may be printed: the reader must find each marker alone. */
const markerZones = Object.values(MARKERS).map((marker) => grown(marker, MARKER_CLEARANCE));

describe("answer sheet layout", () => {
  it("puts four equal square markers 10 mm in from the corners of an A4 page", () => {
    expect(PAGE).toEqual({ width: 210, height: 297 });
    expect(MARKERS).toEqual({
      topLeft: { x: 10, y: 10, width: MARKER_SIZE, height: MARKER_SIZE },
      topRight: { x: 193, y: 10, width: MARKER_SIZE, height: MARKER_SIZE },
      bottomLeft: { x: 10, y: 280, width: MARKER_SIZE, height: MARKER_SIZE },
      bottomRight: { x: 193, y: 280, width: MARKER_SIZE, height: MARKER_SIZE },
    });
    expect(MARKER_BOX).toEqual({ x: 10, y: 10, width: 190, height: 277 });
  });

  it.each(Object.entries(SHEETS))(
    "keeps the %s sheet's boxes inside the markers, apart from them and from one another",
    (_kind, sheet) => {
      const regions = Object.entries(sheetRegions(sheet));
      for (const [name, region] of regions) {
        expect(inside(region, MARKER_BOX), name).toBe(true);
        for (const zone of markerZones) expect(overlaps(region, zone), name).toBe(false);
        for (const [otherName, other] of regions) {
          if (otherName !== name) expect(overlaps(region, other), `${name} / ${otherName}`).toBe(false);
        }
      }
    },
  );

  it("leaves a quiet zone round the QR code, 25 to 30 mm wide", () => {
    expect(QR_SQUARE.width).toBe(QR_SQUARE.height);
    expect(QR_SQUARE.width).toBeGreaterThanOrEqual(25);
    expect(QR_SQUARE.width).toBeLessThanOrEqual(30);
    expect(sheetRegions(named).qr).toEqual(grown(QR_SQUARE, QR_QUIET_ZONE));
  });

  it("fits 90 questions inside the markers without touching each other or anything else", () => {
    const bubbles = questionBubbles(ninety);
    expect(bubbles).toHaveLength(450);
    expect(smallestGap(bubbles)).toBeGreaterThanOrEqual(1 - 1e-9);
    const others = Object.values(SHEETS).flatMap((sheet) =>
      Object.entries(sheetRegions(sheet)).filter(([name]) => name !== "answers"),
    );
    const misplaced: string[] = [];
    for (const bubble of bubbles) {
      const where = `${bubble.question}${bubble.letter}`;
      const bounds = boundsOf(bubble);
      if (!inside(bounds, ANSWERS_BOX) || !inside(bounds, MARKER_BOX)) misplaced.push(`${where} outside the grid`);
      if (markerZones.some((zone) => overlaps(bounds, zone))) misplaced.push(`${where} by a marker`);
      for (const [name, region] of others) if (overlaps(bounds, region)) misplaced.push(`${where} on ${name}`);
      for (const { number } of ninety)
        if (overlaps(bounds, questionSlot(number).label)) misplaced.push(`${where} on number ${number}`);
    }
    for (const { number } of ninety) if (!inside(questionSlot(number).label, ANSWERS_BOX)) misplaced.push(`number ${number}`);
    expect(misplaced).toEqual([]);
    expect(bubbles.every(({ r }) => 2 * r >= 4.5 && 2 * r <= 5)).toBe(true);
  });

  it("runs down 25 rows, then on to the next column, whatever the other questions are", () => {
    expect(questionSlot(1)).toMatchObject({ column: 0, row: 0 });
    expect(questionSlot(25)).toMatchObject({ column: 0, row: 24 });
    expect(questionSlot(26)).toMatchObject({ column: 1, row: 0 });
    expect(questionSlot(90)).toMatchObject({ column: 3, row: 14 });
    expect(COLUMNS * ROWS_PER_COLUMN).toBeGreaterThanOrEqual(MAX_QUESTIONS);
    const columns = Array.from({ length: COLUMNS }, (_unused, column) => questionColumn(column));
    columns.forEach((column, index) => {
      expect(inside(column, ANSWERS_BOX)).toBe(true);
      if (index > 0) expect(overlaps(column, columns[index - 1])).toBe(false);
    });
    expect(questionSlot(26).cy).toBe(questionSlot(1).cy);
    expect(questionSlot(2).cy).toBeGreaterThan(questionSlot(1).cy);
    expect(questionSlot(26).answers.x).toBeGreaterThan(questionSlot(1).answers.x);
    const alone = questionBubbles([{ number: 40, choices: 4 }]);
    const amongOthers = questionBubbles(ninety).filter((bubble) => bubble.question === 40 && bubble.letter !== "E");
    expect(alone).toEqual(amongOthers);
  });

  it("gives a question one bubble per option, in a row from A, and an essay none", () => {
    const bubbles = questionBubbles([
      { number: 1, choices: 4 },
      { number: 2, choices: 0 },
      { number: 3, choices: 2 },
    ]);
    const first = bubbles.filter((bubble) => bubble.question === 1);
    expect(first.map((bubble) => bubble.letter)).toEqual(["A", "B", "C", "D"]);
    expect(new Set(first.map((bubble) => bubble.cy)).size).toBe(1);
    expect(first.map((bubble) => bubble.cx)).toEqual([...first.map((bubble) => bubble.cx)].sort((a, b) => a - b));
    expect(bubbles.filter((bubble) => bubble.question === 2)).toEqual([]);
    expect(bubbles.filter((bubble) => bubble.question === 3).map((bubble) => bubble.letter)).toEqual(["A", "B"]);
  });

  it("refuses more than 90 questions, repeated numbers and option counts it cannot print", () => {
    const ninetyOne = [...ninety, { number: 91, choices: 4 }];
    expect(() => questionBubbles(ninetyOne)).toThrow("Um cartão-resposta tem no máximo 90 questões.");
    expect(() => sheetGeometry({ student: null, versionChoices: [], questions: ninetyOne })).toThrow(
      "Um cartão-resposta tem no máximo 90 questões.",
    );
    expect(() => questionBubbles([{ number: 91, choices: 4 }])).toThrow(/de 1 a 90/);
    expect(() =>
      questionBubbles([
        { number: 3, choices: 4 },
        { number: 3, choices: 4 },
      ]),
    ).toThrow("A questão 3 aparece duas vezes no cartão-resposta.");
    expect(() => questionBubbles([{ number: 1, choices: 6 }])).toThrow(/de 2 a 5/);
    expect(() => questionBubbles([{ number: 1, choices: 1 }])).toThrow(/de 2 a 5/);
  });

  it("lays the student number out as 6 columns of 0 to 9 under squares to write in, inside its box", () => {
    const bubbles = studentNumberBubbles();
    expect(bubbles).toHaveLength(60);
    expect(bubbles.filter((bubble) => bubble.digitColumn === 0).map((bubble) => bubble.digit)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(smallestGap(bubbles)).toBeGreaterThanOrEqual(1 - 1e-9);
    const column = (digitColumn: number) => bubbles.filter((bubble) => bubble.digitColumn === digitColumn);
    expect(new Set(column(2).map((bubble) => bubble.cx)).size).toBe(1);
    expect(column(1)[0].cx).toBeGreaterThan(column(0)[0].cx);
    const writeIns = studentNumberWriteIns();
    expect(writeIns).toHaveLength(6);
    for (const bubble of bubbles) {
      expect(inside(boundsOf(bubble), STUDENT_NUMBER_BOX)).toBe(true);
      for (const square of writeIns) expect(overlaps(boundsOf(bubble), square)).toBe(false);
    }
    for (const square of writeIns) expect(inside(square, STUDENT_NUMBER_BOX)).toBe(true);
  });

  it("puts the version bubbles in a row on the generic sheet's identification box", () => {
    const bubbles = versionBubbles(["A", "B", "C", "D"]);
    expect(bubbles.map((bubble) => bubble.letter)).toEqual(["A", "B", "C", "D"]);
    expect(smallestGap(bubbles)).toBeGreaterThanOrEqual(1);
    for (const bubble of bubbles) expect(inside(boundsOf(bubble), GENERIC_IDENTIFICATION)).toBe(true);
    expect(versionBubbles([])).toEqual([]);
    expect(() => versionBubbles(["A", "A"])).toThrow(/inválidos/);
    expect(() => versionBubbles(["A", "B", "C", "D", "E"])).toThrow(/inválidos/);
  });

  it("gives a reader what it needs for a named or a generic sheet", () => {
    const questions = [
      { number: 1, choices: 4 },
      { number: 2, choices: 0 },
    ];
    const forNamed = sheetGeometry({ student: { name: "Ana", registrationNumber: null }, versionChoices: [], questions });
    expect(forNamed.markers).toBe(MARKERS);
    expect(forNamed.qr).toEqual(QR_SQUARE);
    expect(forNamed.questions).toHaveLength(4);
    expect(forNamed.studentNumber).toEqual([]);
    expect(forNamed.versions).toEqual([]);
    const forGeneric = sheetGeometry({ student: null, versionChoices: ["A", "B"], questions });
    expect(forGeneric.studentNumber).toHaveLength(60);
    expect(forGeneric.versions.map((bubble) => bubble.letter)).toEqual(["A", "B"]);
  });
});
