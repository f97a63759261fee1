import { textOf } from "../../../../shared/richText";
import type { AnswerSpecOf } from "../../../../shared/questionTypes/spec";
import type { PortableAnswerSpec, PortableType } from "../portable";
import { scoringOf, type RuleHints } from "./ruleTags";

/**
 * Moodle and GIFT have a true/false question of one judgement only. A list of statements judged
 * true or false, or a Cebraspe block of items judged right or wrong, travels as their matching
 * question: each statement paired with "Verdadeiro" or "Falso" ("Certo" or "Errado"), which every
 * Moodle shows and grades statement by statement. A matching question whose answers are only those
 * words is read back as the list or the block.
 */

export const JUDGEMENTS = {
  true_false: { right: "Verdadeiro", wrong: "Falso" },
  right_wrong: { right: "Certo", wrong: "Errado" },
} as const;

type Judged = "true_false" | "right_wrong";

const word = (html: string) => textOf(html).trim().toLocaleLowerCase("pt-BR");

/** The pairs and second column a list of statements is written as: both words always, so either can be chosen. */
export function judgedAsPairs(type: Judged, spec: AnswerSpecOf<Judged>) {
  const { right, wrong } = JUDGEMENTS[type];
  return {
    pairs: spec.parts.map((part) => ({ html: part.text, answer: part.correct ? right : wrong })),
    answers: [right, wrong],
  };
}

/** A matching question whose answers are only the two words of a judgement, as that type and spec; null for a real matching. */
export function judgedFromPairs(
  pairs: Array<{ html: string; answer: string }>,
  extras: string[],
  hints: RuleHints,
): { type: PortableType; answerSpec: PortableAnswerSpec } | null {
  const used = new Set([...pairs.map((pair) => word(pair.answer)), ...extras.map(word)]);
  for (const type of ["true_false", "right_wrong"] as const) {
    const right = JUDGEMENTS[type].right.toLocaleLowerCase("pt-BR");
    const wrong = JUDGEMENTS[type].wrong.toLocaleLowerCase("pt-BR");
    if (![...used].every((answer) => answer === right || answer === wrong)) continue;
    const parts = pairs.map((pair) => ({ text: pair.html, correct: word(pair.answer) === right }));
    if (type === "true_false") return { type, answerSpec: { parts, scoring: scoringOf(hints) } };
    return { type, answerSpec: { parts, penalty: hints.penalty } };
  }
  return null;
}
