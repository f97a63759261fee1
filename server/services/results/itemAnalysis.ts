import type { QuestionType } from "../../../shared/constants";
import type { ItemAnalysis, ItemAnalysisItem, ItemAnalysisOption } from "../../../shared/types/analysis";
import type { ScoredAnswer } from "./scoring";
import type { QuestionResponse } from "../../../shared/questionTypes/response";
import { answerDistribution } from "./distribution";

/** A question as the analysis sees it, in the exam's order. */
export interface AnalysedQuestion {
  id: string;
  questionType: QuestionType;
  points: number;
  annulled: boolean;
  options: Array<{ id: string; optionLetter: string; isCorrect: boolean }>;
  answerSpec: unknown;
}

/** A handed-in attempt: its total, how each question it was given came out and which option it chose. */
export interface AnalysedAttempt {
  id: string;
  studentName: string;
  classId: string | null;
  className: string | null;
  score: number;
  answers: ScoredAnswer[];
  /** Chosen option per question id (choices only). */
  selectedOptions: Map<string, string | null>;
  /** The answer per question id of a question with a spec. */
  responses: Map<string, QuestionResponse | null>;
}

/** The figures of one question; its curriculum codes and their texts are the service's to add. */
export type ItemFigures = Omit<ItemAnalysisItem, "codes">;

/** Below this many students the upper and lower groups are one or two people: no discrimination. */
export const MIN_STUDENTS_FOR_DISCRIMINATION = 4;
const GROUP_SHARE = 0.27;

const isChoice = (question: AnalysedQuestion) => question.questionType === "multiple_choice";

function answerOf(attempt: AnalysedAttempt, questionId: string) {
  return attempt.answers.find((answer) => answer.questionId === questionId);
}

/**
 * Facility among `attempts`: for a choice, the share correct among those given it; for an essay
 * and the types scored part by part, the mean share of its points among those judged (pending
 * left out).
 */
export function facility(question: AnalysedQuestion, attempts: AnalysedAttempt[]): number | null {
  const values: number[] = [];
  for (const attempt of attempts) {
    const answer = answerOf(attempt, question.id);
    if (!answer) continue;
    if (isChoice(question)) values.push(answer.outcome === "correct" ? 1 : 0);
    else if (answer.outcome !== "pending" && answer.outcome !== "annulled" && question.points > 0)
      values.push((answer.score ?? 0) / question.points);
  }
  return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;
}

/**
 * The upper and lower 27 % by total score, n = max(1, round(0.27 × N)). The sort is stable, so
 * among equal totals the earlier attempt ranks higher.
 */
export function scoreGroups(attempts: AnalysedAttempt[]) {
  if (!attempts.length) return { upper: [], lower: [] };
  const ranked = [...attempts].sort((a, b) => b.score - a.score);
  const size = Math.min(ranked.length, Math.max(1, Math.round(GROUP_SHARE * ranked.length)));
  return { upper: ranked.slice(0, size), lower: ranked.slice(ranked.length - size) };
}

function optionShares(question: AnalysedQuestion, attempts: AnalysedAttempt[]) {
  const given = attempts.filter((attempt) => answerOf(attempt, question.id));
  const counts = new Map<string, number>();
  for (const attempt of given) {
    const chosen = attempt.selectedOptions.get(question.id);
    if (chosen) counts.set(chosen, (counts.get(chosen) ?? 0) + 1);
  }
  return (optionId: string) => (given.length ? (counts.get(optionId) ?? 0) / given.length : 0);
}

function analyseOptions(question: AnalysedQuestion, all: AnalysedAttempt[], upper: AnalysedAttempt[], lower: AnalysedAttempt[]) {
  if (!isChoice(question)) return { options: [], attractiveDistractors: [] };
  const [ofAll, ofUpper, ofLower] = [all, upper, lower].map((group) => optionShares(question, group));
  const options: ItemAnalysisOption[] = question.options.map((option) => ({
    optionId: option.id,
    optionLetter: option.optionLetter,
    isCorrect: option.isCorrect,
    share: ofAll(option.id),
    upperShare: ofUpper(option.id),
    lowerShare: ofLower(option.id),
  }));
  const keyShare = Math.max(0, ...options.filter((option) => option.isCorrect).map((option) => option.upperShare));
  const attractiveDistractors = question.annulled
    ? []
    : options
        .filter((option) => !option.isCorrect && option.upperShare > 0 && option.upperShare >= keyShare)
        .map((option) => option.optionLetter);
  return { options, attractiveDistractors };
}

/**
 * KR-20 over the choice questions not annulled: k/(k−1) × (1 − Σ pᵢqᵢ / σ²), pᵢ the share of all
 * N students correct on item i (an item not given counts as not correct, as in the totals) and
 * σ² the population variance of each student's number correct on those k items. Null when
 * k < 2, N < 2 or σ² = 0 (everyone alike: no reliability to speak of).
 */
export function kr20(questions: AnalysedQuestion[], attempts: AnalysedAttempt[]): number | null {
  const items = questions.filter((question) => isChoice(question) && !question.annulled);
  const k = items.length;
  const n = attempts.length;
  if (k < 2 || n < 2) return null;
  const correct = attempts.map((attempt) => items.map((item) => (answerOf(attempt, item.id)?.outcome === "correct" ? 1 : 0)));
  const totals = correct.map((row) => row.reduce<number>((sum, value) => sum + value, 0));
  const mean = totals.reduce((sum, total) => sum + total, 0) / n;
  const variance = totals.reduce((sum, total) => sum + (total - mean) ** 2, 0) / n;
  if (variance === 0) return null;
  const sumPq = items.reduce((sum, _item, index) => {
    const p = correct.reduce((count, row) => count + row[index]!, 0) / n;
    return sum + p * (1 - p);
  }, 0);
  return (k / (k - 1)) * (1 - sumPq / variance);
}

/** How each question of an application went, over its handed-in attempts (in attempt order). */
export function analyseItems(
  questions: AnalysedQuestion[],
  attempts: AnalysedAttempt[],
): Omit<ItemAnalysis, "items"> & { items: ItemFigures[] } {
  const { upper, lower } = scoreGroups(attempts);
  const discriminates = attempts.length >= MIN_STUDENTS_FOR_DISCRIMINATION;
  const items = questions.map((question, index): ItemFigures => {
    const given = attempts.filter((attempt) => answerOf(attempt, question.id));
    const distribution = answerDistribution(
      question,
      given.map((attempt) => attempt.responses.get(question.id) ?? null),
    );
    const base = { questionId: question.id, number: index + 1, questionType: question.questionType, distribution };
    const { options, attractiveDistractors } = analyseOptions(question, attempts, upper, lower);
    if (question.annulled)
      return { ...base, annulled: true, facility: null, discrimination: null, options, attractiveDistractors };
    const upperFacility = facility(question, upper);
    const lowerFacility = facility(question, lower);
    return {
      ...base,
      annulled: false,
      facility: facility(question, attempts),
      discrimination: discriminates && upperFacility !== null && lowerFacility !== null ? upperFacility - lowerFacility : null,
      options,
      attractiveDistractors,
    };
  });
  return { students: attempts.length, kr20: kr20(questions, attempts), items };
}
