import type { CheckedSpec, PortableAnswerSpec, PortableType } from "../portable";
import { judgedAsPairs, judgedFromPairs } from "./judged";
import { scoringOf, type RuleHints } from "./ruleTags";

/**
 * A matching question as Moodle and GIFT keep it: pairs of an item and its answer's text, the
 * answers no item takes given alone (Moodle's subquestions without text). Our second column is a
 * list each item names by id: answers of the same text are one answer.
 */

export interface Pairs {
  pairs: Array<{ html: string; answer: string }>;
  /** Answers no item takes. */
  extras: string[];
}

/** The spec a file's pairs make: a list of statements or a Cebraspe block when the answers are only their words. */
export function specFromPairs(
  { pairs, extras }: Pairs,
  hints: RuleHints,
): { type: PortableType; answerSpec: PortableAnswerSpec } {
  const judged = judgedFromPairs(pairs, extras, hints);
  if (judged) return judged;
  const answers: Array<{ id: string; text: string }> = [];
  const idOf = (text: string) => {
    const found = answers.find((answer) => answer.text === text);
    if (found) return found.id;
    answers.push({ id: `r${answers.length + 1}`, text });
    return answers[answers.length - 1].id;
  };
  const parts = pairs.map((pair) => ({ text: pair.html, match: idOf(pair.answer) }));
  for (const extra of extras) idOf(extra);
  return { type: "matching", answerSpec: { parts, answers, scoring: scoringOf(hints) } };
}

/** The pairs a matching question, a list of statements or a Cebraspe block is written as. */
export function pairsOf(checked: Extract<CheckedSpec, { type: "matching" | "true_false" | "right_wrong" }>): Pairs {
  if (checked.type !== "matching") {
    const { pairs, answers } = judgedAsPairs(checked.type, checked.spec);
    return { pairs, extras: answers.filter((answer) => !pairs.some((pair) => pair.answer === answer)) };
  }
  const { parts, answers } = checked.spec;
  const textOfAnswer = (id: string) => answers.find((answer) => answer.id === id)?.text ?? "";
  return {
    pairs: parts.map((part) => ({ html: part.text, answer: textOfAnswer(part.match) })),
    extras: answers.filter((answer) => !parts.some((part) => part.match === answer.id)).map((answer) => answer.text),
  };
}
