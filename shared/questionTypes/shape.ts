import { answersOf, partsOf, type SpecType } from "./spec";

/**
 * What an answer to one question with a spec may name, fixed on the attempt when it starts
 * (`exam_attempts.answer_shapes`): the database's `answer_fits` checks every saved `response`
 * against it, in the save's one statement, so a save that does not fit its question stores
 * nothing (docs/architecture.md#12-online-delivery). The parts cannot change once an
 * application has started (docs/product.md#76-changing-an-applied-exam), so the shape stays true.
 */
export interface AnswerShape {
  type: SpecType;
  /** The ids of the options, statements, items or propositions. */
  parts: string[];
  /** Matching: the ids of the second column. */
  answers: string[];
  /** Somatória: the largest sum the propositions make (at most 99). */
  max: number;
}

export function answerShapeOf(questionType: SpecType, spec: unknown): AnswerShape {
  const parts = partsOf(spec).map((part) => part.id);
  return {
    type: questionType,
    parts,
    answers: answersOf(spec).map((answer) => answer.id),
    max: questionType === "summation" ? Math.min(99, 2 ** parts.length - 1) : 0,
  };
}
