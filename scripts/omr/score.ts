import type { MarksReading } from "../../server/services/omr/readMarks";
import type { CorpusItem } from "./corpusFiles";

/**
 * A reading against the truth, question by question: right (what a careful teacher reads), sent to
 * review (doubtful: the teacher decides), or wrong and reported as certain (the one outcome that
 * must never happen). A sheet the reader could not find goes whole to the teacher: review.
 */

export interface Tally {
  sheets: number;
  sheetsNotFound: number;
  codesUnread: number;
  questions: number;
  right: number;
  review: number;
  wrongCertain: number;
}

export const emptyTally = (): Tally => ({
  sheets: 0,
  sheetsNotFound: 0,
  codesUnread: 0,
  questions: 0,
  right: 0,
  review: 0,
  wrongCertain: 0,
});

export interface WrongCase {
  file: string;
  questionNumber: number;
  expected: string;
  read: string;
  marks: string;
}

export function scoreSheet(
  item: CorpusItem,
  expectedCode: string,
  result: { code: string | null; marks: MarksReading } | null,
  tally: Tally,
  byMark: Map<string, Tally>,
  wrong: WrongCase[],
) {
  tally.sheets++;
  if (!result) tally.sheetsNotFound++;
  else if (result.code !== expectedCode) tally.codesUnread++;
  for (const truth of item.truth.questions) {
    const kind = truth.marks.length === 0 ? "em branco" : truth.marks.join(" + ");
    const mark = byMark.get(kind) ?? emptyTally();
    byMark.set(kind, mark);
    for (const each of [tally, mark]) each.questions++;
    const reading = result?.marks.questions.find((question) => question.questionNumber === truth.questionNumber);
    let outcome: "right" | "review" | "wrongCertain";
    if (!reading || reading.state === "doubtful") outcome = "review";
    else if (reading.state === truth.expected && (truth.expected !== "one" || reading.read === truth.letter)) outcome = "right";
    else outcome = "wrongCertain";
    for (const each of [tally, mark]) each[outcome]++;
    if (outcome === "wrongCertain") {
      wrong.push({
        file: item.file,
        questionNumber: truth.questionNumber,
        expected: truth.expected === "one" ? truth.letter! : truth.expected,
        read: reading!.state === "one" ? reading!.read! : reading!.state,
        marks: kind,
      });
    }
  }
}
