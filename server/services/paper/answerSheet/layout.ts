import { OPTION_LETTERS, VERSION_LETTERS, type OptionLetter } from "../../../../shared/constants";
import type { AnswerSheetData, AnswerSheetQuestion } from "./types";

/**
 * The geometry of the printed answer sheet (cartão-resposta): millimetres from the top-left corner
 * of an A4 page (210 × 297), y downwards.
 *
 * Why it is fixed: the sheets come back as scans and phone photos, read by optical mark recognition.
 * The reader finds the four corner markers, maps the photo onto these coordinates and looks for ink
 * exactly where each bubble was printed. So no position may depend on text flow, fonts or a name's
 * length: each is a constant or a pure function of a question's number, and the HTML is drawn from
 * these same functions, so what is printed and what is read cannot drift apart. Sheets already
 * printed are read with these numbers: changing one is changing a file format (raise the version).
 */
export const ANSWER_SHEET_LAYOUT_VERSION = 1;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Circle {
  cx: number;
  cy: number;
  r: number;
}

export interface QuestionBubble extends Circle {
  question: number;
  letter: OptionLetter;
}

export interface DigitBubble extends Circle {
  /** 0 is the leftmost (first) digit of the student's number. */
  digitColumn: number;
  digit: number;
}

export interface VersionBubble extends Circle {
  letter: string;
}

export const PAGE = { width: 210, height: 297 } as const;

/** Two decimals: what the HTML prints, so the reader's numbers are the printed ones exactly. */
const mm = (value: number) => Math.round(value * 100) / 100;

const rect = (x: number, y: number, width: number, height: number): Rect => ({
  x: mm(x),
  y: mm(y),
  width: mm(width),
  height: mm(height),
});

// Markers: solid squares 10 mm in from the edges (beyond any printer's unprintable margin), with
// white around them so a reader's search for dark squares finds them and nothing else.
export const MARKER_SIZE = 7;
export const MARKER_INSET = 10;
export const MARKER_CLEARANCE = 4;

export type Corner = "topLeft" | "topRight" | "bottomLeft" | "bottomRight";

const FAR_X = PAGE.width - MARKER_INSET - MARKER_SIZE;
const FAR_Y = PAGE.height - MARKER_INSET - MARKER_SIZE;

export const MARKERS: Readonly<Record<Corner, Rect>> = {
  topLeft: rect(MARKER_INSET, MARKER_INSET, MARKER_SIZE, MARKER_SIZE),
  topRight: rect(FAR_X, MARKER_INSET, MARKER_SIZE, MARKER_SIZE),
  bottomLeft: rect(MARKER_INSET, FAR_Y, MARKER_SIZE, MARKER_SIZE),
  bottomRight: rect(FAR_X, FAR_Y, MARKER_SIZE, MARKER_SIZE),
};

/** The box the markers' outer edges span: everything printed lies inside it. */
export const MARKER_BOX = rect(MARKER_INSET, MARKER_INSET, PAGE.width - 2 * MARKER_INSET, PAGE.height - 2 * MARKER_INSET);

/** A rectangle grown by `margin` on every side. */
export const grown = (area: Rect, margin: number) =>
  rect(area.x - margin, area.y - margin, area.width + 2 * margin, area.height + 2 * margin);

/** The QR code, top right inside the markers; a 10-character code is 21 modules of about 1.2 mm. */
export const QR_SQUARE = rect(159, 19, 26, 26);
/** Left white around the QR code (about 3 modules; the standard asks 4, readers do with 2). */
export const QR_QUIET_ZONE = 4;
/** The same code in letters under the QR, for typing in when the QR cannot be read. */
export const SHEET_CODE_TEXT = rect(
  QR_SQUARE.x - QR_QUIET_ZONE,
  QR_SQUARE.y + QR_SQUARE.height + QR_QUIET_ZONE,
  QR_SQUARE.width + 2 * QR_QUIET_ZONE,
  4,
);

/** "CARTÃO-RESPOSTA", the school, the exam, its subject and code. */
export const TITLE_BLOCK = rect(22, 10, 132, 42);
/**
 * Where "CARTÃO-RESPOSTA" is printed, in heavy letters: with the QR code, what tells a sheet's top
 * from its bottom (a sheet whose code was torn off is still put the right way up).
 */
export const SHEET_NAME_LINE = rect(22, 11, 75, 7);

// Below the title: who the sheet belongs to, then the instructions; the grid starts at ANSWERS_BOX.
const CONTENT_LEFT = 22;
const CONTENT_WIDTH = 166;
const IDENTIFICATION_TOP = 56;
const HEADER_BOTTOM = 127;
const GAP = 4;

// Named sheet: the student's name, registration, class and signature line; the version beside them.
const NAMED_IDENTIFICATION_HEIGHT = 30;
export const VERSION_BOX = rect(158, IDENTIFICATION_TOP, 30, NAMED_IDENTIFICATION_HEIGHT);

/** Across the page when there is no version to show. */
export const namedIdentification = (hasVersion: boolean) =>
  rect(
    CONTENT_LEFT,
    IDENTIFICATION_TOP,
    hasVersion ? VERSION_BOX.x - GAP - CONTENT_LEFT : CONTENT_WIDTH,
    NAMED_IDENTIFICATION_HEIGHT,
  );

const NAMED_FIELD_HEIGHT = 7;

/** A label and the line its value is written on. */
export interface LabelledLine {
  label: Rect;
  line: Rect;
}

/**
 * Where a named sheet's own texts go, each on a line of the identification box: the name across
 * it, then the registration and the class side by side, then the line to sign on. Fixed, like
 * everything else, because the names are printed onto the version's page after it is drawn
 * (stampedSheets.ts), not laid out with it.
 */
export function namedFields(hasVersion: boolean) {
  const box = namedIdentification(hasVersion);
  const left = box.x + 2.8;
  const width = box.width - 5.6;
  const half = (width - GAP) / 2;
  const labelled = (x: number, y: number, labelWidth: number, lineWidth: number): LabelledLine => ({
    label: rect(x, y, labelWidth, NAMED_FIELD_HEIGHT),
    line: rect(x + labelWidth + 1.5, y, lineWidth - labelWidth - 1.5, NAMED_FIELD_HEIGHT),
  });
  const fieldsTop = box.y + 14;
  return {
    caption: rect(left, box.y + 1.6, width, 3.2),
    name: rect(left, box.y + 5, width, 9),
    registration: labelled(left, fieldsTop, 16.5, half),
    className: labelled(left + half + GAP, fieldsTop, 11.5, half),
    signature: labelled(left, fieldsTop + NAMED_FIELD_HEIGHT, 19.5, width),
  };
}

const NAMED_INSTRUCTIONS_TOP = IDENTIFICATION_TOP + NAMED_IDENTIFICATION_HEIGHT + GAP;
export const NAMED_INSTRUCTIONS = rect(
  CONTENT_LEFT,
  NAMED_INSTRUCTIONS_TOP,
  CONTENT_WIDTH,
  HEADER_BOTTOM - NAMED_INSTRUCTIONS_TOP,
);

// Generic sheet: lines to write the name and class on, the student-number grid beside them.
const GENERIC_IDENTIFICATION_HEIGHT = 23;
export const STUDENT_NUMBER_BOX = rect(132, IDENTIFICATION_TOP, 56, HEADER_BOTTOM - IDENTIFICATION_TOP);
export const GENERIC_IDENTIFICATION = rect(
  CONTENT_LEFT,
  IDENTIFICATION_TOP,
  STUDENT_NUMBER_BOX.x - GAP - CONTENT_LEFT,
  GENERIC_IDENTIFICATION_HEIGHT,
);
const GENERIC_INSTRUCTIONS_TOP = IDENTIFICATION_TOP + GENERIC_IDENTIFICATION_HEIGHT + GAP;
export const GENERIC_INSTRUCTIONS = rect(
  CONTENT_LEFT,
  GENERIC_INSTRUCTIONS_TOP,
  GENERIC_IDENTIFICATION.width,
  HEADER_BOTTOM - GENERIC_INSTRUCTIONS_TOP,
);

// Bubbles: 4.6 mm circles, 1.6 mm apart across and 1 mm apart down; big enough to fill with a
// ballpoint, far enough apart that a generous mark stays in its own bubble.
export const BUBBLE_RADIUS = 2.3;
export const BUBBLE_PITCH = 6.2;
export const ROW_PITCH = 5.6;

// The question grid: 4 columns of 25 rows (room for 100), top to bottom then left to right.
export const MAX_QUESTIONS = 90;
export const ROWS_PER_COLUMN = 25;
export const COLUMNS = 4;
export const TOO_MANY_QUESTIONS = `Um cartão-resposta tem no máximo ${MAX_QUESTIONS} questões.`;

/** The question's number, right-aligned before its bubbles. */
const NUMBER_WIDTH = 7;
const ANSWERS_OFFSET = NUMBER_WIDTH + 1;
const ANSWERS_WIDTH = (OPTION_LETTERS.length - 1) * BUBBLE_PITCH + 2 * BUBBLE_RADIUS;
const COLUMN_WIDTH = ANSWERS_OFFSET + ANSWERS_WIDTH;
const COLUMN_PITCH = 41;
const ANSWERS_TOP = HEADER_BOTTOM + GAP;
/** Under the frame's heading ("Respostas"). */
const FIRST_ROW_CY = ANSWERS_TOP + 5.5 + BUBBLE_RADIUS;
const LAST_ROW_BOTTOM = FIRST_ROW_CY + (ROWS_PER_COLUMN - 1) * ROW_PITCH + BUBBLE_RADIUS;
/** The columns centred in the frame. */
const FIRST_COLUMN_X = CONTENT_LEFT + (CONTENT_WIDTH - (COLUMNS - 1) * COLUMN_PITCH - COLUMN_WIDTH) / 2;

/** The frame round the question grid, its heading on top; it ends clear of the bottom markers. */
export const ANSWERS_BOX = rect(CONTENT_LEFT, ANSWERS_TOP, CONTENT_WIDTH, LAST_ROW_BOTTOM + 2 - ANSWERS_TOP);

export interface QuestionSlot {
  column: number;
  row: number;
  cy: number;
  /** Where the number is printed. */
  label: Rect;
  /** Where the bubbles A to E go (or, for an essay, "corrigida pelo professor"). */
  answers: Rect;
}

function checkNumber(number: number) {
  if (!Number.isInteger(number) || number < 1 || number > MAX_QUESTIONS) {
    throw new Error(`Número de questão inválido no cartão-resposta: ${number} (de 1 a ${MAX_QUESTIONS}).`);
  }
}

/** Where question `number` sits: it depends on the number alone, never on the other questions. */
export function questionSlot(number: number): QuestionSlot {
  checkNumber(number);
  const index = number - 1;
  const column = Math.floor(index / ROWS_PER_COLUMN);
  const row = index % ROWS_PER_COLUMN;
  const x = FIRST_COLUMN_X + column * COLUMN_PITCH;
  const cy = FIRST_ROW_CY + row * ROW_PITCH;
  return {
    column,
    row,
    cy: mm(cy),
    label: rect(x, cy - BUBBLE_RADIUS, NUMBER_WIDTH, 2 * BUBBLE_RADIUS),
    answers: rect(x + ANSWERS_OFFSET, cy - BUBBLE_RADIUS, ANSWERS_WIDTH, 2 * BUBBLE_RADIUS),
  };
}

/** The space one column of the grid takes, from the first number to the last bubble of E. */
export function questionColumn(column: number): Rect {
  const top = FIRST_ROW_CY - BUBBLE_RADIUS;
  return rect(FIRST_COLUMN_X + column * COLUMN_PITCH, top, COLUMN_WIDTH, LAST_ROW_BOTTOM - top);
}

/** Rejects what the grid cannot print: too many questions, numbers out of place or repeated, odd option counts. */
export function checkQuestions(questions: readonly AnswerSheetQuestion[]) {
  if (questions.length > MAX_QUESTIONS) throw new Error(TOO_MANY_QUESTIONS);
  const seen = new Set<number>();
  for (const { number, choices } of questions) {
    checkNumber(number);
    if (seen.has(number)) throw new Error(`A questão ${number} aparece duas vezes no cartão-resposta.`);
    seen.add(number);
    if (choices !== 0 && !(Number.isInteger(choices) && choices >= 2 && choices <= OPTION_LETTERS.length)) {
      throw new Error(`A questão ${number} tem ${choices} alternativas; o cartão-resposta aceita de 2 a 5 (ou 0, dissertativa).`);
    }
  }
}

/** Every bubble of the grid: one per option of each question, letters from A; none for an essay. */
export function questionBubbles(questions: readonly AnswerSheetQuestion[]): QuestionBubble[] {
  checkQuestions(questions);
  return questions.flatMap(({ number, choices }) => {
    const { answers, cy } = questionSlot(number);
    return OPTION_LETTERS.slice(0, choices).map((letter, index) => ({
      question: number,
      letter,
      cx: mm(answers.x + BUBBLE_RADIUS + index * BUBBLE_PITCH),
      cy,
      r: BUBBLE_RADIUS,
    }));
  });
}

// The student-number grid: 6 digits, each a column of bubbles 0 to 9 under a square to write it in.
export const STUDENT_NUMBER_DIGITS = 6;
const DIGIT_PITCH = 6.4;
const FIRST_DIGIT_CX = STUDENT_NUMBER_BOX.x + STUDENT_NUMBER_BOX.width / 2 - ((STUDENT_NUMBER_DIGITS - 1) * DIGIT_PITCH) / 2;
const WRITE_IN_TOP = 62.4;
const WRITE_IN_SIZE = { width: 5.4, height: 5.6 };
const FIRST_DIGIT_CY = 72;

const digitCx = (column: number) => mm(FIRST_DIGIT_CX + column * DIGIT_PITCH);

export function studentNumberBubbles(): DigitBubble[] {
  return Array.from({ length: STUDENT_NUMBER_DIGITS }, (_unused, digitColumn) =>
    Array.from({ length: 10 }, (_none, digit) => ({
      digitColumn,
      digit,
      cx: digitCx(digitColumn),
      cy: mm(FIRST_DIGIT_CY + digit * ROW_PITCH),
      r: BUBBLE_RADIUS,
    })),
  ).flat();
}

/** The squares above the digit columns, where the student writes the number before bubbling it. */
export const studentNumberWriteIns = (): Rect[] =>
  Array.from({ length: STUDENT_NUMBER_DIGITS }, (_unused, column) =>
    rect(digitCx(column) - WRITE_IN_SIZE.width / 2, WRITE_IN_TOP, WRITE_IN_SIZE.width, WRITE_IN_SIZE.height),
  );

// The version row of the generic sheet, on the class line: "Tipo:" and a bubble per version.
const FIRST_VERSION_CX = 96;
const VERSION_CY = 74.4;
const VERSION_PITCH = 7;

/** A bubble per version letter, in the order given. */
export function versionBubbles(letters: readonly string[]): VersionBubble[] {
  if (letters.length > VERSION_LETTERS.length || new Set(letters).size !== letters.length) {
    throw new Error(`Tipos de prova inválidos no cartão-resposta: ${letters.join(", ")}.`);
  }
  return letters.map((letter, index) => ({
    letter,
    cx: mm(FIRST_VERSION_CX + index * VERSION_PITCH),
    cy: VERSION_CY,
    r: BUBBLE_RADIUS,
  }));
}

export const isGeneric = (sheet: Pick<AnswerSheetData, "student">) => sheet.student === null;

/** Everything a reader needs to read one sheet: where to find it on the page and where each mark may be. */
export interface SheetGeometry {
  markers: Readonly<Record<Corner, Rect>>;
  qr: Rect;
  questions: QuestionBubble[];
  /** Generic sheets only. */
  studentNumber: DigitBubble[];
  /** Generic sheets of an application with several versions only. */
  versions: VersionBubble[];
}

export function sheetGeometry(sheet: Pick<AnswerSheetData, "student" | "questions" | "versionChoices">): SheetGeometry {
  const generic = isGeneric(sheet);
  return {
    markers: MARKERS,
    qr: QR_SQUARE,
    questions: questionBubbles(sheet.questions),
    studentNumber: generic ? studentNumberBubbles() : [],
    versions: generic ? versionBubbles(sheet.versionChoices) : [],
  };
}

/** The boxes a sheet prints its text in, by name: none of them overlaps another, a marker or the QR. */
export function sheetRegions(sheet: Pick<AnswerSheetData, "student" | "version">): Record<string, Rect> {
  const common = { title: TITLE_BLOCK, qr: grown(QR_SQUARE, QR_QUIET_ZONE), sheetCode: SHEET_CODE_TEXT, answers: ANSWERS_BOX };
  if (isGeneric(sheet)) {
    return {
      ...common,
      identification: GENERIC_IDENTIFICATION,
      instructions: GENERIC_INSTRUCTIONS,
      studentNumber: STUDENT_NUMBER_BOX,
    };
  }
  const hasVersion = sheet.version !== null;
  return {
    ...common,
    identification: namedIdentification(hasVersion),
    instructions: NAMED_INSTRUCTIONS,
    ...(hasVersion ? { version: VERSION_BOX } : {}),
  };
}
