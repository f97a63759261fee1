import { and, asc, count, eq, inArray, lt, ne, sql } from "drizzle-orm";
import type { Database } from "../client";
import { examApplications, examAttempts, exams, objects, scanBatches, scanSheets } from "../schema";

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

const sentBefore = (cutoff: Date) => and(lt(scanBatches.createdAt, cutoff), ne(scanBatches.status, "processing"));

/** How many pages of answer sheets were sent before `cutoff` (their pictures are kept until then). */
export async function scanSheetsSentBefore(db: Database, cutoff: Date): Promise<number> {
  const [row] = await db
    .select({ sheets: count() })
    .from(scanSheets)
    .innerJoin(scanBatches, eq(scanBatches.id, scanSheets.batchId))
    .where(sentBefore(cutoff));
  return row.sheets;
}

/**
 * Deletes up to `limit` batches of answer sheets sent before `cutoff`, with their sheets and the
 * sheets' pictures, in one transaction; returns how many batches and sheets went.
 */
export async function deleteScanBatchesSentBefore(db: Database, cutoff: Date, limit: number) {
  return db.transaction(async (tx) => {
    const batches = (await tx.select({ id: scanBatches.id }).from(scanBatches).where(sentBefore(cutoff)).limit(limit)).map(
      (row) => row.id,
    );
    if (batches.length === 0) return { batches: 0, sheets: 0 };
    const sheets = await tx.select({ imageId: scanSheets.imageId }).from(scanSheets).where(inArray(scanSheets.batchId, batches));
    // The batches take their files and sheets with them; the pictures are objects of their own.
    await tx.delete(scanBatches).where(inArray(scanBatches.id, batches));
    const images = sheets.flatMap((sheet) => (sheet.imageId ? [sheet.imageId] : []));
    if (images.length > 0) await tx.delete(objects).where(inArray(objects.id, images));
    return { batches: batches.length, sheets: sheets.length };
  });
}
