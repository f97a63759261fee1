import { asc, count, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../client";
import { examApplications, examAttempts, exams } from "../schema";

/** The year an attempt started, on the schools' clock. */
const startYear = sql<number>`extract(year from ${examAttempts.startedAt} at time zone 'America/Sao_Paulo')::int`;

/** How many attempts started before `cutoff`, by year and exam, oldest first. */
export function attemptsStartedBefore(db: Database, cutoff: Date) {
  return db
    .select({ year: startYear, examId: exams.id, examTitle: exams.title, attempts: count() })
    .from(examAttempts)
    .innerJoin(examApplications, eq(examApplications.id, examAttempts.applicationId))
    .innerJoin(exams, eq(exams.id, examApplications.examId))
    .where(lt(examAttempts.startedAt, cutoff))
    .groupBy(startYear, exams.id, exams.title)
    .orderBy(asc(startYear), asc(exams.title));
}

/** Deletes up to `limit` attempts started before `cutoff` (their answers go with them); returns how many. */
export async function deleteAttemptsStartedBefore(db: Database, cutoff: Date, limit: number): Promise<number> {
  const batch = db.select({ id: examAttempts.id }).from(examAttempts).where(lt(examAttempts.startedAt, cutoff)).limit(limit);
  const rows = await db.delete(examAttempts).where(inArray(examAttempts.id, batch)).returning({ id: examAttempts.id });
  return rows.length;
}
