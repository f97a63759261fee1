import type { Database } from "../../db/client";
import { changed } from "../cache/changes";
import { answersOfExam, examIdsLinking, setAttemptScores, submittedAttemptsOfExam } from "../../db/queries/attempts";
import { scoringQuestionsOf } from "../attempts/scoring";
import { deleteOutcomesExcept, storedOutcomesOfExam, upsertOutcomes, type StoredOutcome } from "../../db/queries/attemptOutcomes";
import { scoreAttempt } from "./scoring";
import { outcomeChanges } from "./storedOutcomes";

/**
 * Scores every handed-in attempt of an exam again against its current key, points and
 * annulments, and stores the scores and the answers' outcomes that changed (an annulled question
 * can change outcomes and leave the score as it was). Returns how many scores changed.
 */
export async function rescoreExam(db: Database, examId: string, onlyAttemptId?: string): Promise<number> {
  const [questions, attempts, answers, stored] = await Promise.all([
    scoringQuestionsOf(db, examId),
    submittedAttemptsOfExam(db, examId, onlyAttemptId),
    answersOfExam(db, examId, onlyAttemptId),
    storedOutcomesOfExam(db, examId, onlyAttemptId),
  ]);
  const answersByAttempt = groupBy(answers, (answer) => answer.attemptId);
  const storedByAttempt = groupBy(stored, (row) => row.attemptId);
  const scores: Array<{ id: string; score: number; maxScore: number }> = [];
  const outcomes: StoredOutcome[] = [];
  const stale: Array<{ attemptId: string; questionIds: string[] }> = [];
  for (const attempt of attempts) {
    const scored = scoreAttempt(questions, attempt, answersByAttempt.get(attempt.id) ?? []);
    if (scored.score !== attempt.score || scored.maxScore !== attempt.maxScore)
      scores.push({ id: attempt.id, score: scored.score, maxScore: scored.maxScore });
    const changes = outcomeChanges(attempt.id, scored.answers, storedByAttempt.get(attempt.id));
    outcomes.push(...changes.rows);
    if (changes.stale) stale.push({ attemptId: attempt.id, questionIds: scored.answers.map((answer) => answer.questionId) });
  }
  if (scores.length + outcomes.length + stale.length === 0) return 0;
  // Set-based: a key fixed after a network's hand-in changes thousands of attempts.
  await db.transaction(async (tx) => {
    await setAttemptScores(tx, scores);
    await upsertOutcomes(tx, outcomes);
    for (const { attemptId, questionIds } of stale) await deleteOutcomesExcept(tx, attemptId, questionIds);
  });
  changed("attempts");
  return scores.length;
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(keyOf(item));
    if (group) group.push(item);
    else groups.set(keyOf(item), [item]);
  }
  return groups;
}

/** One attempt, after the teacher graded one of its essays. */
export const rescoreAttempt = (db: Database, examId: string, attemptId: string) => rescoreExam(db, examId, attemptId);

/** A bank item changed: every exam it is placed in. */
export async function rescoreExamsLinking(db: Database, bankItemId: string): Promise<number> {
  let changed = 0;
  for (const examId of await examIdsLinking(db, bankItemId)) changed += await rescoreExam(db, examId);
  return changed;
}
