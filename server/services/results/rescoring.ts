import type { Database } from "../../db/client";
import { changed } from "../cache/changes";
import { answersOfAttempts, examIdsLinking, setAttemptScore, submittedAttemptsOfExam } from "../../db/queries/attempts";
import { scoringQuestionsOf } from "../attempts/scoring";
import { scoreAttempt } from "./scoring";

/**
 * Scores every handed-in attempt of an exam again against its current key, points and
 * annulments, and stores the scores that changed. Returns how many changed.
 */
export async function rescoreExam(db: Database, examId: string, onlyAttemptId?: string): Promise<number> {
  const [questions, all] = await Promise.all([scoringQuestionsOf(db, examId), submittedAttemptsOfExam(db, examId)]);
  const attempts = onlyAttemptId ? all.filter((attempt) => attempt.id === onlyAttemptId) : all;
  const answers = await answersOfAttempts(
    db,
    attempts.map((attempt) => attempt.id),
  );
  const answersByAttempt = new Map<string, typeof answers>();
  for (const answer of answers)
    answersByAttempt.set(answer.attemptId, [...(answersByAttempt.get(answer.attemptId) ?? []), answer]);
  let rescored = 0;
  for (const attempt of attempts) {
    const { score, maxScore } = scoreAttempt(questions, attempt, answersByAttempt.get(attempt.id) ?? []);
    if (score === attempt.score && maxScore === attempt.maxScore) continue;
    await setAttemptScore(db, attempt.id, { score, maxScore });
    rescored += 1;
  }
  if (rescored > 0) changed("attempts");
  return rescored;
}

/** One attempt, after the teacher graded one of its essays. */
export const rescoreAttempt = (db: Database, examId: string, attemptId: string) => rescoreExam(db, examId, attemptId);

/** A bank item changed: every exam it is placed in. */
export async function rescoreExamsLinking(db: Database, bankItemId: string): Promise<number> {
  let changed = 0;
  for (const examId of await examIdsLinking(db, bankItemId)) changed += await rescoreExam(db, examId);
  return changed;
}
