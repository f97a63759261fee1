import type { Database } from "../../db/client";
import { changed } from "../cache/changes";
import { answersOfAttempts, examIdsLinking, setAttemptScore, submittedAttemptsOfExam } from "../../db/queries/attempts";
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
  const [questions, all, stored] = await Promise.all([
    scoringQuestionsOf(db, examId),
    submittedAttemptsOfExam(db, examId),
    storedOutcomesOfExam(db, examId, onlyAttemptId),
  ]);
  const attempts = onlyAttemptId ? all.filter((attempt) => attempt.id === onlyAttemptId) : all;
  const answers = await answersOfAttempts(
    db,
    attempts.map((attempt) => attempt.id),
  );
  const answersByAttempt = groupBy(answers, (answer) => answer.attemptId);
  const storedByAttempt = groupBy(stored, (row) => row.attemptId);
  const changedOutcomes: StoredOutcome[] = [];
  let staleOutcomes = 0;
  let rescored = 0;
  for (const attempt of attempts) {
    const scored = scoreAttempt(questions, attempt, answersByAttempt.get(attempt.id) ?? []);
    const outcomes = outcomeChanges(attempt.id, scored.answers, storedByAttempt.get(attempt.id));
    changedOutcomes.push(...outcomes.rows);
    if (outcomes.stale) {
      staleOutcomes += 1;
      await deleteOutcomesExcept(
        db,
        attempt.id,
        scored.answers.map((answer) => answer.questionId),
      );
    }
    if (scored.score === attempt.score && scored.maxScore === attempt.maxScore) continue;
    await setAttemptScore(db, attempt.id, { score: scored.score, maxScore: scored.maxScore });
    rescored += 1;
  }
  await upsertOutcomes(db, changedOutcomes);
  if (rescored > 0 || changedOutcomes.length > 0 || staleOutcomes > 0) changed("attempts");
  return rescored;
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
