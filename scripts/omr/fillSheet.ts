import { OPTION_LETTERS } from "../../shared/constants";
import {
  questionBubbles,
  studentNumberBubbles,
  versionBubbles,
  type Circle,
} from "../../server/services/paper/answerSheet/layout";
import type { AnswerSheetData } from "../../server/services/paper/answerSheet/types";
import { drawMark, type Ink, type MarkKind } from "./corpus/marks";
import type { Rng } from "./corpus/random";
import { cloneRgb, type PageFrame, type RgbImage } from "./corpus/raster";

/**
 * A student filling in a sheet, and what a careful teacher would read on it (the truth the reader is
 * measured against). Students mostly fill one bubble well; some fill partly, in light pencil, tick
 * or cross a bubble, erase and mark another, mark two, leave a question blank or scribble between
 * bubbles.
 */

export type Expected = "one" | "blank" | "multiple";

export interface QuestionTruth {
  questionNumber: number;
  expected: Expected;
  letter: string | null;
  /** The marks drawn, for the tables by kind. */
  marks: MarkKind[];
  /** A tick or a cross as the only mark: reading it, or sending it to review, are both right. */
  reviewable: boolean;
}

export interface SheetTruth {
  questions: QuestionTruth[];
  /** The generic sheet's student number and version, as bubbled. */
  studentNumber: string | null;
  version: string | null;
  ink: Ink;
}

/** How a student marks a sheet: their pen, and whether their pencil is light. */
function studentInk(rng: Rng): { ink: Ink; fill: MarkKind } {
  const roll = rng.next();
  if (roll < 0.45) return { ink: "black", fill: "full" };
  if (roll < 0.8) return { ink: "blue", fill: "full" };
  if (roll < 0.9) return { ink: "pencil", fill: "pencil" };
  return { ink: "pencil", fill: "pencilLight" };
}

const letterAt = (index: number) => OPTION_LETTERS[index];

export function fillSheet(
  base: RgbImage,
  frame: PageFrame,
  sheet: AnswerSheetData,
  rng: Rng,
): { image: RgbImage; truth: SheetTruth } {
  const image = cloneRgb(base);
  const { ink, fill } = studentInk(rng);
  const bubbles = questionBubbles(sheet.questions);
  const mark = (circle: Circle, kind: MarkKind) =>
    drawMark(
      image,
      frame,
      circle,
      kind,
      kind === "tick" || kind === "cross" || kind === "stray" ? (ink === "pencil" ? "black" : ink) : ink,
      rng,
    );
  const questions: QuestionTruth[] = [];
  for (const question of sheet.questions) {
    if (question.choices === 0) continue;
    const row = bubbles.filter((bubble) => bubble.question === question.number);
    const chosen = rng.int(0, row.length - 1);
    const other = (chosen + rng.int(1, row.length - 1)) % row.length;
    const roll = rng.next();
    let truth: Omit<QuestionTruth, "questionNumber">;
    if (roll < 0.62) {
      mark(row[chosen], fill);
      truth = { expected: "one", letter: letterAt(chosen), marks: [fill], reviewable: false };
    } else if (roll < 0.74) {
      mark(row[chosen], "partial");
      truth = { expected: "one", letter: letterAt(chosen), marks: ["partial"], reviewable: false };
    } else if (roll < 0.79) {
      const kind = rng.pick(["tick", "cross"] as const);
      mark(row[chosen], kind);
      truth = { expected: "one", letter: letterAt(chosen), marks: [kind], reviewable: true };
    } else if (roll < 0.86) {
      truth = { expected: "blank", letter: null, marks: [], reviewable: false };
    } else if (roll < 0.91) {
      // Changed their mind: the first bubble erased, the other filled.
      mark(row[other], "erased");
      mark(row[chosen], fill);
      truth = { expected: "one", letter: letterAt(chosen), marks: ["erased", fill], reviewable: false };
    } else if (roll < 0.93) {
      mark(row[chosen], "erased");
      truth = { expected: "blank", letter: null, marks: ["erased"], reviewable: false };
    } else if (roll < 0.97) {
      mark(row[chosen], fill);
      mark(row[other], rng.chance(0.5) ? fill : "partial");
      truth = { expected: "multiple", letter: null, marks: [fill, fill], reviewable: false };
    } else {
      mark(row[chosen], fill);
      mark(row[chosen], "stray");
      truth = { expected: "one", letter: letterAt(chosen), marks: [fill, "stray"], reviewable: false };
    }
    questions.push({ questionNumber: question.number, ...truth });
  }

  let studentNumber: string | null = null;
  let version: string | null = null;
  if (sheet.student === null) {
    const digits = Array.from({ length: 6 }, () => rng.int(0, 9));
    for (const bubble of studentNumberBubbles()) if (digits[bubble.digitColumn] === bubble.digit) mark(bubble, fill);
    studentNumber = digits.join("");
    if (sheet.versionChoices.length > 0) {
      const letters = versionBubbles(sheet.versionChoices);
      const picked = rng.pick(letters);
      mark(picked, fill);
      version = picked.letter;
    }
  }
  return { image, truth: { questions, studentNumber, version, ink } };
}
