import type { StoredOutcome } from "../../db/queries/attemptOutcomes";
import type { ScoredAnswer } from "./scoring";

/**
 * What storing a scored attempt's outcomes takes (docs/architecture.md#stored-outcomes): the rows
 * that differ from the stored ones (every row when nothing is stored yet), and whether a stored
 * row belongs to a question the attempt no longer counts.
 */
export function outcomeChanges(
  attemptId: string,
  answers: ScoredAnswer[],
  stored: StoredOutcome[] = [],
): { rows: StoredOutcome[]; stale: boolean } {
  const before = new Map(stored.map((row) => [row.questionId, row]));
  const rows = answers
    .filter((answer) => {
      const row = before.get(answer.questionId);
      return !row || row.outcome !== answer.outcome || row.earned !== answer.score;
    })
    .map((answer) => ({ attemptId, questionId: answer.questionId, outcome: answer.outcome, earned: answer.score }));
  const counted = new Set(answers.map((answer) => answer.questionId));
  return { rows, stale: stored.some((row) => !counted.has(row.questionId)) };
}
