import { partLetter, propositionNumber } from "@shared/questionTypes/labels";
import { hasSpec, typedSpec } from "@shared/questionTypes/spec";
import type { AnswerSheetItem } from "@shared/types/results";

/** One part of a question (an option, a statement, an item, a proposition): what the student gave beside the key. */
export interface PartLine {
  id: string;
  label: string;
  text: string;
  given: string;
  key: string;
  /** Null when the student gave nothing for this part. */
  right: boolean | null;
}

export interface PartTable {
  /** The columns' headings: the part, the student's, the key's. */
  headers: [string, string, string];
  lines: PartLine[];
  /** A matching's second column, which the letters of both columns name. */
  answers: Array<{ id: string; label: string; text: string }>;
}

const BLANK = "–";
const yesNo = (value: boolean) => (value ? "Sim" : "Não");

/**
 * The parts of an answer sheet's question side by side with the key, where one part at a time
 * means something; null for a numeric or a short answer, whose one value the words already say.
 */
export function partTable(item: AnswerSheetItem): PartTable | null {
  if (!hasSpec(item.questionType) || !item.answerSpec) return null;
  const typed = typedSpec(item.questionType, item.answerSpec);
  const response = item.response;
  const table = (headers: PartTable["headers"], lines: PartLine[]): PartTable => ({ headers, lines, answers: [] });
  switch (typed.questionType) {
    case "multiple_response": {
      const selected = response && "selected" in response ? response.selected : null;
      return table(
        ["Alternativa", "Aluno marcou", "Correta"],
        typed.answerSpec.parts.map((part, index) => {
          const marked = selected?.includes(part.id) ?? false;
          return {
            id: part.id,
            label: partLetter(index),
            text: part.text,
            given: selected ? yesNo(marked) : BLANK,
            key: yesNo(part.correct),
            right: selected ? marked === part.correct : null,
          };
        }),
      );
    }
    case "true_false":
    case "right_wrong": {
      const [yes, no] = typed.questionType === "true_false" ? ["V", "F"] : ["C", "E"];
      const marks = response && "marks" in response ? response.marks : {};
      return table(
        [typed.questionType === "true_false" ? "Afirmação" : "Item", "Aluno", "Gabarito"],
        typed.answerSpec.parts.map((part, index) => {
          const mark = marks[part.id];
          return {
            id: part.id,
            label: String(index + 1),
            text: part.text,
            given: mark === undefined ? BLANK : mark ? yes : no,
            key: part.correct ? yes : no,
            right: mark === undefined ? null : mark === part.correct,
          };
        }),
      );
    }
    case "summation": {
      const sum = response && "sum" in response ? response.sum : null;
      return table(
        ["Proposição", "Na soma do aluno", "Correta"],
        typed.answerSpec.parts.map((part, index) => {
          const included = sum !== null && (sum & (2 ** index)) !== 0;
          return {
            id: part.id,
            label: propositionNumber(index),
            text: part.text,
            given: sum === null ? BLANK : yesNo(included),
            key: yesNo(part.correct),
            right: sum === null ? null : included === part.correct,
          };
        }),
      );
    }
    case "matching": {
      const { parts, answers } = typed.answerSpec;
      const pairs = response && "pairs" in response ? response.pairs : {};
      const letterOf = (answerId: string | undefined) => {
        const index = answers.findIndex((answer) => answer.id === answerId);
        return index < 0 ? null : partLetter(index);
      };
      return {
        headers: ["Item", "Aluno", "Gabarito"],
        lines: parts.map((part, index) => {
          const given = letterOf(pairs[part.id]);
          return {
            id: part.id,
            label: String(index + 1),
            text: part.text,
            given: given ?? BLANK,
            key: letterOf(part.match) ?? BLANK,
            right: given === null ? null : pairs[part.id] === part.match,
          };
        }),
        answers: answers.map((answer, index) => ({ id: answer.id, label: partLetter(index), text: answer.text })),
      };
    }
    case "ordering": {
      // Items are numbered by their right place, as the key ('1 → 2 → 3') and the answer in words are.
      const order = response && "order" in response ? response.order : null;
      return table(
        ["Item", "Posição do aluno", "Posição certa"],
        typed.answerSpec.parts.map((part, index) => {
          const place = order ? order.indexOf(part.id) + 1 : 0;
          return {
            id: part.id,
            label: String(index + 1),
            text: part.text,
            given: place > 0 ? `${place}º` : BLANK,
            key: `${index + 1}º`,
            right: place > 0 ? place === index + 1 : null,
          };
        }),
      );
    }
    case "numeric":
    case "short_answer":
      return null;
  }
}
