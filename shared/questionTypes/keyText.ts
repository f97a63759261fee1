import { formatDecimal } from "../numbers";
import type { QuestionResponse } from "./response";
import { partLetter, propositionNumber, summationKey } from "./labels";
import type { TypedSpec } from "./spec";

/**
 * A question's key as staff read it on the exam page, the edit list and the answer sheet
 * (docs/product.md#26-question-types): "A, C", "V F F V", "C E C", "Soma: 11 (01 + 02 + 08)",
 * "2,5 cm (± 0,1)", "1-C 2-A 3-B", "1 → 2 → 3", "São Paulo | SP".
 */

export function keyText(question: TypedSpec): string {
  switch (question.questionType) {
    case "multiple_response":
      return question.answerSpec.parts.flatMap((part, index) => (part.correct ? [partLetter(index)] : [])).join(", ");
    case "true_false":
      return question.answerSpec.parts.map((part) => (part.correct ? "V" : "F")).join(" ");
    case "right_wrong":
      return question.answerSpec.parts.map((part) => (part.correct ? "C" : "E")).join(" ");
    case "summation": {
      const numbers = question.answerSpec.parts.flatMap((part, index) => (part.correct ? [propositionNumber(index)] : []));
      return `Soma: ${String(summationKey(question.answerSpec.parts)).padStart(2, "0")} (${numbers.join(" + ")})`;
    }
    case "numeric": {
      const { value, tolerance, unit } = question.answerSpec;
      const shown = `${formatDecimal(value, 4)}${unit ? ` ${unit}` : ""}`;
      return tolerance > 0 ? `${shown} (± ${formatDecimal(tolerance, 4)})` : shown;
    }
    case "matching": {
      const { parts, answers } = question.answerSpec;
      return parts
        .map((part, index) => `${index + 1}-${partLetter(answers.findIndex((answer) => answer.id === part.match))}`)
        .join(" ");
    }
    case "ordering":
      return question.answerSpec.parts.map((_, index) => String(index + 1)).join(" → ");
    case "short_answer":
      return question.answerSpec.accepted.join(" | ");
  }
}

/**
 * What a student gave, in the words of the key (`keyText`), for the answer sheet: "V _ F V" (a
 * blank statement as `_`), "A, B", "Soma: 07 (01 + 02 + 04)", "2,5", "1-A 2-? 3-B", "2 → 1 → 3"
 * (each item by its place in the right order). Null when nothing was given.
 */
export function responseText(question: TypedSpec, response: QuestionResponse | null): string | null {
  if (!response) return null;
  const { answerSpec: spec } = question;
  const parts = "parts" in spec ? spec.parts : [];
  if ("selected" in response)
    return parts.flatMap((part, index) => (response.selected.includes(part.id) ? [partLetter(index)] : [])).join(", ") || null;
  if ("marks" in response) {
    const [yes, no] = question.questionType === "true_false" ? ["V", "F"] : ["C", "E"];
    return parts.map((part) => (response.marks[part.id] === undefined ? "_" : response.marks[part.id] ? yes : no)).join(" ");
  }
  if ("sum" in response) {
    const numbers = parts.flatMap((_, index) => (response.sum & (2 ** index) ? [propositionNumber(index)] : []));
    return `Soma: ${String(response.sum).padStart(2, "0")}${numbers.length ? ` (${numbers.join(" + ")})` : ""}`;
  }
  if ("value" in response) return formatDecimal(response.value, 4);
  if ("pairs" in response) {
    const answers = "answers" in spec ? spec.answers : [];
    return parts
      .map((part, index) => {
        const at = answers.findIndex((answer) => answer.id === response.pairs[part.id]);
        return `${index + 1}-${at < 0 ? "?" : partLetter(at)}`;
      })
      .join(" ");
  }
  return response.order.map((id) => String(parts.findIndex((part) => part.id === id) + 1)).join(" → ");
}
