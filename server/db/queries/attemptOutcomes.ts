import { and, eq, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import type { AnswerOutcome } from "../../../shared/constants";
import type { Database } from "../client";
import { attemptOutcomes } from "../schema";
import { answerOutcomes } from "./answerOutcomes";
import { numberArray, uuidArray, wordArray } from "./arrayParams";
import { submittedAttemptIdsOfExam } from "./attempts";

export interface StoredOutcome {
  attemptId: string;
  questionId: string;
  outcome: AnswerOutcome;
  earned: number | null;
}

/** The stored outcomes of an exam's handed-in attempts, or of one of them. */
export function storedOutcomesOfExam(db: Database, examId: string, onlyAttemptId?: string): Promise<StoredOutcome[]> {
  return db
    .select()
    .from(attemptOutcomes)
    .where(inArray(attemptOutcomes.attemptId, submittedAttemptIdsOfExam(db, examId, onlyAttemptId)));
}

/** Writes outcomes over the stored ones of the same attempt and question, in one statement. */
export async function upsertOutcomes(db: Database, rows: StoredOutcome[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into attempt_outcomes (attempt_id, question_id, outcome, earned)
    select * from unnest(
      ${uuidArray(rows.map((row) => row.attemptId))}, ${uuidArray(rows.map((row) => row.questionId))},
      ${wordArray(rows.map((row) => row.outcome))}, ${numberArray(rows.map((row) => row.earned))}
    )
    on conflict (attempt_id, question_id) do update set outcome = excluded.outcome, earned = excluded.earned
  `);
}

/** Drops an attempt's outcomes of questions it no longer counts (a question taken out of the exam). */
export async function deleteOutcomesExcept(db: Database, attemptId: string, questionIds: string[]): Promise<void> {
  await db
    .delete(attemptOutcomes)
    .where(
      and(
        eq(attemptOutcomes.attemptId, attemptId),
        questionIds.length > 0 ? notInArray(attemptOutcomes.questionId, questionIds) : undefined,
      ),
    );
}

/**
 * The statement storing the outcomes of attempts written without scoring (the benchmark's volume,
 * set-based) as the database judges them (answerOutcomes: scoring's rule, kept to it by tests).
 * `attempts` is a condition on the `a` alias of exam_attempts.
 */
export function judgedOutcomesInsert(attempts: SQL): SQL {
  return sql`
    insert into attempt_outcomes (attempt_id, question_id, outcome, earned)
    select o.attempt_id, o.question_id, o.outcome, o.earned from ${answerOutcomes(attempts)} as o
    on conflict (attempt_id, question_id) do update set outcome = excluded.outcome, earned = excluded.earned
  `;
}
