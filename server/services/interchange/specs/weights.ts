import type { AnswerSpecOf } from "../../../../shared/questionTypes/spec";
import type { PortableAnswerSpec, PortableType } from "../portable";
import { scoringOf, type RuleHints } from "./ruleTags";

/**
 * Options with several right ones, as Moodle and GIFT weigh them: each option's share of the
 * points in percent, negative for a wrong one. Ours is a multiple response question (or, tagged,
 * a summation) with a rule rather than weights.
 */

const EPSILON = 0.01;

/**
 * The weights our rule gives, as Moodle grades them (the sum of the marked options' weights, never
 * below 0): each right option its share of 100, each wrong one its share of −100 (a summation's
 * wrong proposition −100: one wrong mark scores the sum 0, as UFSC grades it). Moodle has no
 * all-or-nothing multiple response question: that rule rides in a tag, the weights being partial.
 */
export function weightsOf(type: "multiple_response" | "summation", spec: AnswerSpecOf<"multiple_response" | "summation">) {
  const right = spec.parts.filter((part) => part.correct).length;
  const wrong = spec.parts.length - right;
  return spec.parts.map((part) => (part.correct ? 100 / right : type === "summation" ? -100 : -100 / Math.max(wrong, 1)));
}

/** A weight as Moodle writes it, in percent with up to 5 decimals ("33.33333"): Moodle takes the nearest of its grades. */
export const weightText = (weight: number) => String(Number(weight.toFixed(5)));

/**
 * The spec of options weighed so: a right option is one with a positive weight. Right weights
 * adding up to 100 are our partial rule (Moodle's usual weighing); any other weighing (each right
 * option 100, say) needs every right option to score in full, and is read as all or nothing.
 */
export function specFromWeights(
  options: Array<{ html: string; weight: number }>,
  hints: RuleHints,
): { type: PortableType; answerSpec: PortableAnswerSpec } | { reason: string } {
  const rightTotal = options.reduce((sum, option) => sum + Math.max(option.weight, 0), 0);
  if (rightTotal <= 0) return { reason: "Questão de múltipla resposta sem alternativa correta (nota positiva)." };
  const parts = options.map((option) => ({ text: option.html, correct: option.weight > 0 }));
  const scoring = Math.abs(rightTotal - 100) < EPSILON ? scoringOf(hints) : "all_or_nothing";
  return { type: hints.summation ? "summation" : "multiple_response", answerSpec: { parts, scoring } };
}
