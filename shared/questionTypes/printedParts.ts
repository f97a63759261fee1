import { partLetter, propositionNumber } from "./labels";
import type { TypedSpec } from "./spec";

/**
 * A question with a spec on paper in a plain layout (the print page, the Word file, the copied
 * text): its parts as labelled lines and how many lines to write on. The labels are the ones
 * Brazilian exams print: '(   ) 1.' to fill in V or F, C or E, '01)' for a somatória's
 * propositions, '(   )' beside the second column of an association and the items to order.
 */
export interface PrintedParts {
  parts: Array<{ label: string; text: string }>;
  /** Lines to write the answer on: the sum, the number, the short answer. */
  answerLines: number;
  /** What the line is for, before it ('Soma:', 'Resposta (m/s²):'), when it has one. */
  answerLabel: string | null;
}

const BOX = "(   )";

export function printedParts(question: TypedSpec): PrintedParts {
  const none = { answerLines: 0, answerLabel: null };
  switch (question.questionType) {
    case "multiple_response":
      return {
        ...none,
        parts: question.answerSpec.parts.map((part, index) => ({ label: `${BOX} ${partLetter(index)})`, text: part.text })),
      };
    case "true_false":
    case "right_wrong":
      return {
        ...none,
        parts: question.answerSpec.parts.map((part, index) => ({ label: `${BOX} ${index + 1}.`, text: part.text })),
      };
    case "summation":
      return {
        parts: question.answerSpec.parts.map((part, index) => ({ label: `${propositionNumber(index)})`, text: part.text })),
        answerLines: 1,
        answerLabel: "Soma:",
      };
    case "numeric":
      return {
        parts: [],
        answerLines: 1,
        answerLabel: question.answerSpec.unit ? `Resposta (${question.answerSpec.unit}):` : "Resposta:",
      };
    case "matching":
      return {
        ...none,
        parts: [
          ...question.answerSpec.parts.map((part, index) => ({ label: `${index + 1}.`, text: part.text })),
          ...question.answerSpec.answers.map((answer, index) => ({ label: `${BOX} ${partLetter(index)})`, text: answer.text })),
        ],
      };
    case "ordering":
      // Printed in the order of their ids, not the key's: the written order would give it away.
      return {
        ...none,
        parts: [...question.answerSpec.parts]
          .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
          .map((part) => ({ label: BOX, text: part.text })),
      };
    case "short_answer":
      return { parts: [], answerLines: 1, answerLabel: "Resposta:" };
  }
}
