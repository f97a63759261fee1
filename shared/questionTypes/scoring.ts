import type { QuestionResponse } from "./response";
import { isAccepted } from "./shortAnswer";
import { isResponseGiven } from "./answered";
import { summationKey } from "./labels";
import type { TypedSpec } from "./spec";

/**
 * The scoring rule of each question type with a spec (docs/product.md#26-question-types), the
 * one place it is written: what share of the question's points an answer earns, from 0 to 1, or
 * null when nothing was answered. The server scores attempts with it (server/services/results/
 * scoring.ts) and stores each outcome; the learning reports read those stored outcomes.
 */

type Judged<T extends TypedSpec["questionType"]> = Extract<TypedSpec, { questionType: T }>["answerSpec"];

const shareOf = (right: number, total: number) => (total > 0 ? right / total : 0);
const clamp = (value: number) => Math.min(1, Math.max(0, value));

function multipleResponse(spec: Judged<"multiple_response">, response: QuestionResponse): number {
  if (!("selected" in response)) return 0;
  const selected = new Set(response.selected);
  const right = spec.parts.filter((part) => part.correct);
  const wrong = spec.parts.filter((part) => !part.correct);
  const rightMarked = right.filter((part) => selected.has(part.id)).length;
  const wrongMarked = wrong.filter((part) => selected.has(part.id)).length;
  if (spec.scoring === "all_or_nothing") return rightMarked === right.length && wrongMarked === 0 ? 1 : 0;
  // Each right option marked earns its share, each wrong one marked takes its share away: marking
  // every option earns nothing.
  return clamp(shareOf(rightMarked, right.length) - shareOf(wrongMarked, wrong.length));
}

/** V/F and C/E: how many statements or items were given right and wrong (one left out is neither). */
function marked(spec: Judged<"true_false" | "right_wrong">, response: QuestionResponse) {
  const marks = "marks" in response ? response.marks : {};
  let right = 0;
  let wrong = 0;
  for (const part of spec.parts) {
    const mark = marks[part.id];
    if (mark === undefined) continue;
    if (mark === part.correct) right += 1;
    else wrong += 1;
  }
  return { right, wrong, total: spec.parts.length };
}

function trueFalse(spec: Judged<"true_false">, response: QuestionResponse): number {
  const { right, total } = marked(spec, response);
  if (spec.scoring === "all_or_nothing") return right === total ? 1 : 0;
  return shareOf(right, total);
}

/** Cebraspe: right +1 share, wrong −1 share with "uma errada anula uma certa" (else 0), blank 0; never below 0. */
function rightWrong(spec: Judged<"right_wrong">, response: QuestionResponse): number {
  const { right, wrong, total } = marked(spec, response);
  return clamp(shareOf(right - (spec.penalty ? wrong : 0), total));
}

/**
 * UFSC: a sum that includes a wrong proposition (or one the question does not have) is worth 0;
 * otherwise the share of the right propositions it includes.
 */
function summation(spec: Judged<"summation">, response: QuestionResponse): number {
  if (!("sum" in response)) return 0;
  const key = summationKey(spec.parts);
  if (spec.scoring === "all_or_nothing") return response.sum === key ? 1 : 0;
  const every = 2 ** spec.parts.length - 1;
  if ((response.sum & ~every) !== 0 || (response.sum & ~key) !== 0) return 0;
  return shareOf(bitCount(response.sum), bitCount(key));
}

function bitCount(value: number): number {
  let count = 0;
  for (let rest = value; rest > 0; rest >>= 1) count += rest & 1;
  return count;
}

/** Whether a value is the key within its tolerance: both have at most 4 decimals, so they are compared in ten-thousandths, free of binary fractions. */
export function isWithinTolerance(spec: { value: number; tolerance: number }, value: number): boolean {
  return Math.abs(Math.round(value * 1e4) - Math.round(spec.value * 1e4)) <= Math.round(spec.tolerance * 1e4);
}

function numeric(spec: Judged<"numeric">, response: QuestionResponse): number {
  return "value" in response && isWithinTolerance(spec, response.value) ? 1 : 0;
}

function matching(spec: Judged<"matching">, response: QuestionResponse): number {
  const pairs = "pairs" in response ? response.pairs : {};
  const right = spec.parts.filter((part) => pairs[part.id] === part.match).length;
  if (spec.scoring === "all_or_nothing") return right === spec.parts.length ? 1 : 0;
  return shareOf(right, spec.parts.length);
}

function ordering(spec: Judged<"ordering">, response: QuestionResponse): number {
  const order = "order" in response ? response.order : [];
  const right = spec.parts.filter((part, index) => order[index] === part.id).length;
  if (spec.scoring === "all_or_nothing") return right === spec.parts.length ? 1 : 0;
  return shareOf(right, spec.parts.length);
}

/**
 * The share of the points an answer earns (0 to 1), or null when it is blank. A short answer is
 * its text; every other type its `response`.
 */
export function answerShare(question: TypedSpec, response: QuestionResponse | null, textAnswer: string | null): number | null {
  if (question.questionType === "short_answer") {
    if (!textAnswer?.trim()) return null;
    return isAccepted(textAnswer, question.answerSpec.accepted, question.answerSpec.exact) ? 1 : 0;
  }
  if (!response || !isResponseGiven(response)) return null;
  switch (question.questionType) {
    case "multiple_response":
      return multipleResponse(question.answerSpec, response);
    case "true_false":
      return trueFalse(question.answerSpec, response);
    case "right_wrong":
      return rightWrong(question.answerSpec, response);
    case "summation":
      return summation(question.answerSpec, response);
    case "numeric":
      return numeric(question.answerSpec, response);
    case "matching":
      return matching(question.answerSpec, response);
    case "ordering":
      return ordering(question.answerSpec, response);
  }
}

/** Points earned for a share of the question's points, to the hundredth (a third of 1 point is 0,33). */
export const pointsFor = (points: number, share: number) => (share >= 1 ? points : Math.round(points * share * 100) / 100);
