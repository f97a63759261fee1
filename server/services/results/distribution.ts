import { formatDecimal } from "../../../shared/numbers";
import { isWithinTolerance } from "../../../shared/questionTypes/scoring";
import type { QuestionResponse } from "../../../shared/questionTypes/response";
import { partLetter, propositionNumber, summationKey } from "../../../shared/questionTypes/labels";
import { hasSpec, typedSpec, type TypedSpec } from "../../../shared/questionTypes/spec";
import type { ItemAnalysisShare } from "../../../shared/types/analysis";

/** The most common wrong sums or values shown for a question. */
const MOST_COMMON = 5;

/**
 * How the answers to a question with a spec were spread, where that means something
 * (docs/product.md#134-item-analysis): each option's share for a multiple response, V/F or C/E and
 * blanks per statement or item, the most common wrong sums of a somatória and wrong values of a
 * numeric answer, the share right per item of a matching or an ordering. Shares are of the
 * students who were given the question.
 */
export function answerDistribution(
  question: { questionType: string; answerSpec: unknown },
  responses: Array<QuestionResponse | null>,
): ItemAnalysisShare[] {
  if (!hasSpec(question.questionType) || !question.answerSpec || responses.length === 0) return [];
  const typed = typedSpec(question.questionType, question.answerSpec);
  const given = responses.length;
  const shareOf = (count: number) => count / given;
  switch (typed.questionType) {
    case "multiple_response":
      return typed.answerSpec.parts.map((part, index) => ({
        label: partLetter(index),
        detail: null,
        isKey: part.correct,
        share: shareOf(
          responses.filter((response) => response && "selected" in response && response.selected.includes(part.id)).length,
        ),
      }));
    case "true_false":
    case "right_wrong":
      return judgedParts(typed, responses, shareOf);
    case "summation": {
      const key = summationKey(typed.answerSpec.parts);
      return mostCommon(responses, (response) => ("sum" in response && response.sum !== key ? response.sum : undefined)).map(
        ([sum, count]) => ({ label: String(sum).padStart(2, "0"), detail: sumParts(sum), isKey: false, share: shareOf(count) }),
      );
    }
    case "numeric": {
      return mostCommon(responses, (response) =>
        "value" in response && !isWithinTolerance(typed.answerSpec, response.value) ? response.value : undefined,
      ).map(([value, count]) => ({ label: formatDecimal(value, 4), detail: null, isKey: false, share: shareOf(count) }));
    }
    case "matching":
      return rightPerItem(typed.answerSpec.parts, responses, shareOf, "acertos", (response, part) =>
        "pairs" in response ? response.pairs[part.id] === part.match : false,
      );
    case "ordering":
      return rightPerItem(typed.answerSpec.parts, responses, shareOf, "na posição certa", (response, part, index) =>
        "order" in response ? response.order[index] === part.id : false,
      );
    case "short_answer":
      return [];
  }
}

/** Per item of a matching or an ordering: the share of students who got it right. */
function rightPerItem<P>(
  parts: P[],
  responses: Array<QuestionResponse | null>,
  shareOf: (count: number) => number,
  detail: string,
  isRight: (response: QuestionResponse, part: P, index: number) => boolean,
): ItemAnalysisShare[] {
  return parts.map((part, index) => ({
    label: String(index + 1),
    detail,
    isKey: true,
    share: shareOf(responses.filter((response) => response && isRight(response, part, index)).length),
  }));
}

/** Per statement or item: the share given V (C), F (E) and nothing, the key marked. */
function judgedParts(
  typed: Extract<TypedSpec, { questionType: "true_false" | "right_wrong" }>,
  responses: Array<QuestionResponse | null>,
  shareOf: (count: number) => number,
): ItemAnalysisShare[] {
  const [yes, no] = typed.questionType === "true_false" ? ["V", "F"] : ["C", "E"];
  return typed.answerSpec.parts.flatMap((part, index) => {
    const marks = responses.map((response) => (response && "marks" in response ? response.marks[part.id] : undefined));
    const label = String(index + 1);
    return [
      { label, detail: yes, isKey: part.correct, share: shareOf(marks.filter((mark) => mark === true).length) },
      { label, detail: no, isKey: !part.correct, share: shareOf(marks.filter((mark) => mark === false).length) },
      { label, detail: "Em branco", isKey: false, share: shareOf(marks.filter((mark) => mark === undefined).length) },
    ];
  });
}

/** The values `pick` finds, most common first (ties by value), at most MOST_COMMON of them. */
function mostCommon(responses: Array<QuestionResponse | null>, pick: (response: QuestionResponse) => number | undefined) {
  const counts = new Map<number, number>();
  for (const response of responses) {
    const value = response ? pick(response) : undefined;
    if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, MOST_COMMON);
}

/** "01 + 04": the propositions a sum names. */
function sumParts(sum: number): string {
  const numbers: string[] = [];
  for (let index = 0; 2 ** index <= sum; index++) if (sum & (2 ** index)) numbers.push(propositionNumber(index));
  return numbers.join(" + ") || "nenhuma";
}
