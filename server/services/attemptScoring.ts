import type { Database } from "../db/client";
import { answersOf, markSubmitted, setAttemptScore, type AnswerRow, type AttemptRow } from "../db/queries/attempts";
import type { AttemptFinishReason } from "../../shared/constants";
import { examContent, type ExamContentQuestion } from "./examContent";

export interface AttemptScore {
  score: number;
  maxScore: number;
}

/**
 * Points from the multiple-choice questions of an attempt: a question's points for its correct
 * option, nothing otherwise. Every question counts towards the maximum; essays score later.
 */
export function scoreAnswers(questions: ExamContentQuestion[], questionIds: string[], answers: AnswerRow[]): AttemptScore {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const answerOf = new Map(answers.map((answer) => [answer.questionId, answer]));
  let score = 0;
  let maxScore = 0;
  for (const id of questionIds) {
    const question = byId.get(id);
    if (!question) continue;
    maxScore += question.points;
    if (question.questionType !== "multiple_choice") continue;
    const chosen = answerOf.get(id)?.selectedOptionId;
    if (chosen && question.options.some((option) => option.id === chosen && option.isCorrect)) score += question.points;
  }
  return { score, maxScore };
}

/** Exam content read once per exam while handing in many attempts (the clock's sweep). */
export type ContentCache = Map<string, Promise<ExamContentQuestion[]>>;

/**
 * Hands an attempt in with everything saved so far and scores it, once. Marking it first takes
 * the row lock, so an answer being saved at that moment commits before the answers are read.
 */
export async function submitAttempt(
  db: Database,
  attempt: Pick<AttemptRow, "id" | "questionOrder">,
  examId: string,
  reason: AttemptFinishReason,
  now: Date,
  cache: ContentCache = new Map(),
): Promise<AttemptRow | undefined> {
  if (!cache.has(examId)) cache.set(examId, examContent(db, examId));
  const questions = await cache.get(examId)!;
  return db.transaction(async (tx) => {
    const marked = await markSubmitted(tx, attempt.id, { submittedAt: now, finishReason: reason });
    if (!marked) return undefined;
    const score = scoreAnswers(questions, attempt.questionOrder, await answersOf(tx, attempt.id));
    await setAttemptScore(tx, attempt.id, score);
    return { ...marked, ...score };
  });
}
