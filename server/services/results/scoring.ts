import type { AnswerOutcome, AttemptSource, QuestionType } from "../../../shared/constants";
import type { QuestionResponse } from "../../../shared/questionTypes/response";
import { answerShare, pointsFor } from "../../../shared/questionTypes/scoring";
import { hasSpec, typedSpec } from "../../../shared/questionTypes/spec";

/** What scoring needs of a question: its points, its key (letters or spec) and whether it was annulled. */
export interface ScoringQuestion {
  id: string;
  questionType: QuestionType;
  points: number;
  correctOptionIds: string[];
  answerSpec: unknown;
  annulled: boolean;
}

export interface ScoringAnswer {
  questionId: string;
  selectedOptionId: string | null;
  textAnswer: string | null;
  response: QuestionResponse | null;
  essayScore: number | null;
}

export interface ScoredAnswer {
  questionId: string;
  outcome: AnswerOutcome;
  /** Null while an essay waits for the teacher. */
  score: number | null;
  maxScore: number;
}

export interface AttemptScore {
  answers: ScoredAnswer[];
  score: number;
  maxScore: number;
  pendingEssays: number;
}

const isBlank = (answer: ScoringAnswer | undefined) =>
  !answer || (!answer.selectedOptionId && !answer.textAnswer?.trim() && !answer.response);

/** A question scored by its type's rule (shared/questionTypes/scoring.ts): the share earned makes the outcome. */
function scoreBySpec(question: ScoringQuestion & { questionType: SpecTypeOf }, answer: ScoringAnswer | undefined) {
  const share = answerShare(
    typedSpec(question.questionType, question.answerSpec),
    answer?.response ?? null,
    answer?.textAnswer ?? null,
  );
  if (share === null) return { outcome: "blank" as const, score: 0 };
  const score = pointsFor(question.points, share);
  return { outcome: share >= 1 ? ("correct" as const) : score > 0 ? ("partial" as const) : ("wrong" as const), score };
}
type SpecTypeOf = Parameters<typeof typedSpec>[0];

/**
 * One answer against the current key. A written answer of a paper attempt is on the paper, not
 * here: it waits for the teacher's grade even when nothing was typed (docs/product.md#24-reading-answer-sheets).
 * The teacher's grade of a short answer (an answer the rule refused, accepted) stands over the rule.
 */
export function scoreAnswer(question: ScoringQuestion, answer: ScoringAnswer | undefined, onPaper = false): ScoredAnswer {
  const base = { questionId: question.id, maxScore: question.points };
  if (question.annulled) return { ...base, outcome: "annulled", score: question.points };
  if (question.questionType === "multiple_choice") {
    if (isBlank(answer)) return { ...base, outcome: "blank", score: 0 };
    const correct = question.correctOptionIds.includes(answer!.selectedOptionId ?? "");
    return { ...base, outcome: correct ? "correct" : "wrong", score: correct ? question.points : 0 };
  }
  if (answer?.essayScore !== null && answer?.essayScore !== undefined)
    return { ...base, outcome: "graded", score: answer.essayScore };
  // A short answer written on paper waits for the teacher, as an essay does.
  const writtenOnPaper = onPaper && question.questionType === "short_answer";
  if (hasSpec(question.questionType) && question.answerSpec && !writtenOnPaper)
    return { ...base, ...scoreBySpec({ ...question, questionType: question.questionType }, answer) };
  // An empty essay needs no reading: it is worth nothing.
  if (isBlank(answer) && !onPaper) return { ...base, outcome: "blank", score: 0 };
  return { ...base, outcome: "pending", score: null };
}

/**
 * An attempt's score: the sum of its answers' scores over the questions it was given, in its
 * order. Essays still waiting count as zero for now and are counted in `pendingEssays`.
 */
export function scoreAttempt(
  questions: ScoringQuestion[],
  attempt: { questionOrder: string[]; source: AttemptSource },
  answers: ScoringAnswer[],
): AttemptScore {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const answerOf = new Map(answers.map((answer) => [answer.questionId, answer]));
  const scored = attempt.questionOrder.flatMap((id) => {
    const question = byId.get(id);
    return question ? [scoreAnswer(question, answerOf.get(id), attempt.source === "paper")] : [];
  });
  return {
    answers: scored,
    score: scored.reduce((sum, answer) => sum + (answer.score ?? 0), 0),
    maxScore: scored.reduce((sum, answer) => sum + answer.maxScore, 0),
    pendingEssays: scored.filter((answer) => answer.outcome === "pending").length,
  };
}

/** The exam's questions as scoring sees them, with the annulled ones marked. */
export function scoringQuestions(
  content: Array<{
    id: string;
    questionType: QuestionType;
    points: number;
    options: Array<{ id: string; isCorrect: boolean }>;
    answerSpec: unknown;
  }>,
  annulledIds: Iterable<string>,
): ScoringQuestion[] {
  const annulled = new Set(annulledIds);
  return content.map((question) => ({
    id: question.id,
    questionType: question.questionType,
    points: question.points,
    correctOptionIds: question.options.filter((option) => option.isCorrect).map((option) => option.id),
    answerSpec: question.answerSpec,
    annulled: annulled.has(question.id),
  }));
}
