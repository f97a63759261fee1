import { and, eq, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import type { AnswerOutcome } from "../../../shared/constants";
import type { Database } from "../client";
import { attemptOutcomes, examApplications, examAttempts } from "../schema";
import { answerOutcomes } from "./answerOutcomes";

export interface StoredOutcome {
  attemptId: string;
  questionId: string;
  outcome: AnswerOutcome;
  earned: number | null;
}

/** Rows per insert: four parameters each, well under PostgreSQL's 65,535 per statement. */
const ROWS_PER_INSERT = 5_000;

/** The stored outcomes of an exam's handed-in attempts, or of one of them. */
export function storedOutcomesOfExam(db: Database, examId: string, onlyAttemptId?: string): Promise<StoredOutcome[]> {
  const attempts = db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .innerJoin(examApplications, eq(examApplications.id, examAttempts.applicationId))
    .where(and(eq(examApplications.examId, examId), onlyAttemptId ? eq(examAttempts.id, onlyAttemptId) : undefined));
  return db.select().from(attemptOutcomes).where(inArray(attemptOutcomes.attemptId, attempts));
}

/** Writes outcomes over the stored ones of the same attempt and question. */
export async function upsertOutcomes(db: Database, rows: StoredOutcome[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db
      .insert(attemptOutcomes)
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .onConflictDoUpdate({
        target: [attemptOutcomes.attemptId, attemptOutcomes.questionId],
        set: { outcome: sql`excluded.outcome`, earned: sql`excluded.earned` },
      });
  }
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
