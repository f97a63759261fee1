import type { AttemptFinishReason } from "../../../shared/constants";
import type { Database } from "../../db/client";
import { changed } from "../cache/changes";
import { annulledQuestionIds, answersOf, markSubmitted, setAttemptScore, type AttemptRow } from "../../db/queries/attempts";
import { upsertOutcomes } from "../../db/queries/attemptOutcomes";
import { examContent } from "../../db/queries/examContent";
import { scoreAttempt, scoringQuestions, type ScoringQuestion } from "../results/scoring";
import { outcomeChanges } from "../results/storedOutcomes";

/** The exam's questions as scoring sees them, read once per exam while handing in many attempts. */
export type ScoringCache = Map<string, Promise<ScoringQuestion[]>>;

export function scoringQuestionsOf(db: Database, examId: string, cache: ScoringCache = new Map()): Promise<ScoringQuestion[]> {
  if (!cache.has(examId)) {
    cache.set(
      examId,
      Promise.all([examContent(db, examId), annulledQuestionIds(db, examId)]).then(([content, annulled]) =>
        scoringQuestions(content, annulled),
      ),
    );
  }
  return cache.get(examId)!;
}

/**
 * Hands an attempt in with everything saved so far and scores it, once. Marking it first takes
 * the row lock, so an answer being saved at that moment commits before the answers are read.
 */
export async function submitAttempt(
  db: Database,
  attempt: Pick<AttemptRow, "id" | "questionOrder" | "source">,
  examId: string,
  reason: AttemptFinishReason,
  now: Date,
  cache: ScoringCache = new Map(),
): Promise<AttemptRow | undefined> {
  const questions = await scoringQuestionsOf(db, examId, cache);
  const submitted = await db.transaction(async (tx) => {
    const marked = await markSubmitted(tx, attempt.id, { submittedAt: now, finishReason: reason });
    if (!marked) return undefined;
    const scored = scoreAttempt(questions, attempt, await answersOf(tx, attempt.id));
    const { score, maxScore } = scored;
    await setAttemptScore(tx, attempt.id, { score, maxScore });
    await upsertOutcomes(tx, outcomeChanges(attempt.id, scored.answers).rows);
    return { ...marked, score, maxScore };
  });
  if (submitted) changed("attempts");
  return submitted;
}
