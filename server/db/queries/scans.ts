import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  examApplications,
  examAttempts,
  objects,
  paperAssignments,
  scanBatches,
  scanFileChunks,
  scanFiles,
  scanSheets,
  students,
} from "../schema";

export type ScanBatchRow = typeof scanBatches.$inferSelect;
export type ScanFileRow = typeof scanFiles.$inferSelect;
export type ScanSheetRow = typeof scanSheets.$inferSelect;

/**
 * A new batch and its files, all or nothing; each file's bytes are kept in the pieces `chunks`
 * yields (at most 1 MB each), one piece at a time.
 */
export async function insertBatch(
  db: Database,
  batch: typeof scanBatches.$inferInsert,
  files: Array<{ file: Omit<typeof scanFiles.$inferInsert, "batchId">; chunks: AsyncIterable<Buffer> | Iterable<Buffer> }>,
): Promise<ScanBatchRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(scanBatches).values(batch).returning();
    for (const { file, chunks } of files) {
      const [kept] = await tx
        .insert(scanFiles)
        .values({ ...file, batchId: row.id })
        .returning({ id: scanFiles.id });
      let position = 0;
      for await (const bytes of chunks) await tx.insert(scanFileChunks).values({ fileId: kept.id, position: position++, bytes });
    }
    return row;
  });
}

export async function findBatch(db: Database, id: string): Promise<ScanBatchRow | undefined> {
  const [row] = await db.select().from(scanBatches).where(eq(scanBatches.id, id));
  return row;
}

/** The oldest batch still being read, if any. */
export async function nextProcessingBatch(db: Database): Promise<ScanBatchRow | undefined> {
  const [row] = await db
    .select()
    .from(scanBatches)
    .where(eq(scanBatches.status, "processing"))
    .orderBy(asc(scanBatches.createdAt))
    .limit(1);
  return row;
}

/** A batch's files (their bytes are in pieces: fileChunk). */
export function batchFiles(db: Database, batchId: string) {
  return db.select().from(scanFiles).where(eq(scanFiles.batchId, batchId)).orderBy(asc(scanFiles.position));
}

/** Piece `position` of a file's bytes, or null past its last. */
export async function fileChunk(db: Database, fileId: string, position: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: scanFileChunks.bytes })
    .from(scanFileChunks)
    .where(and(eq(scanFileChunks.fileId, fileId), eq(scanFileChunks.position, position)));
  return row?.bytes ?? null;
}

export async function pagesRead(db: Database, batchId: string): Promise<Set<number>> {
  const rows = await db.select({ page: scanSheets.page }).from(scanSheets).where(eq(scanSheets.batchId, batchId));
  return new Set(rows.map((row) => row.page));
}

/**
 * One page read: its sheet, the sheet's picture, and the batch's count, in one transaction, so a
 * restart never finds a page counted without its sheet or read twice.
 */
export async function saveSheet(
  db: Database,
  sheet: Omit<typeof scanSheets.$inferInsert, "imageId">,
  image: Omit<typeof objects.$inferInsert, "id"> | null,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [stored] = image ? await tx.insert(objects).values(image).returning({ id: objects.id }) : [];
    const inserted = await tx
      .insert(scanSheets)
      .values({ ...sheet, imageId: stored?.id ?? null })
      .onConflictDoNothing()
      .returning({ id: scanSheets.id });
    if (inserted.length === 0) throw new Error(`página ${sheet.page} do lote ${sheet.batchId} já lida`);
    await tx
      .update(scanBatches)
      .set({ processed: sql`${scanBatches.processed} + 1`, updatedAt: new Date() })
      .where(eq(scanBatches.id, sheet.batchId));
    return inserted[0].id;
  });
}

export async function setSheetAttempt(db: Database, sheetId: string, attemptId: string): Promise<void> {
  await db.update(scanSheets).set({ attemptId, updatedAt: new Date() }).where(eq(scanSheets.id, sheetId));
}

/** The batch read to the end: its files' bytes are no longer needed. */
export async function finishBatch(db: Database, id: string, status: "done" | "failed", message: string | null = null) {
  await db.transaction(async (tx) => {
    await tx.update(scanBatches).set({ status, message, updatedAt: new Date() }).where(eq(scanBatches.id, id));
    await tx
      .delete(scanFileChunks)
      .where(inArray(scanFileChunks.fileId, tx.select({ id: scanFiles.id }).from(scanFiles).where(eq(scanFiles.batchId, id))));
  });
}

/** The sheets of a batch with their students' names, in page order. */
export function sheetsOfBatch(db: Database, batchId: string) {
  return db
    .select({ sheet: scanSheets, studentName: students.name, studentClassId: students.classId })
    .from(scanSheets)
    .leftJoin(students, eq(students.id, scanSheets.studentId))
    .where(eq(scanSheets.batchId, batchId))
    .orderBy(asc(scanSheets.page));
}

export async function findSheet(db: Database, id: string): Promise<ScanSheetRow | undefined> {
  const [row] = await db.select().from(scanSheets).where(eq(scanSheets.id, id));
  return row;
}

/** Who a sheet's QR code names: a student's copy of a paper application, or an application's generic sheet. */
export async function sheetCodeOwner(db: Database, code: string) {
  const [copy] = await db
    .select({
      applicationId: paperAssignments.applicationId,
      studentId: paperAssignments.studentId,
      version: paperAssignments.version,
    })
    .from(paperAssignments)
    .where(eq(paperAssignments.sheetCode, code));
  if (copy) return { kind: "student" as const, ...copy };
  const [generic] = await db
    .select({ applicationId: examApplications.id })
    .from(examApplications)
    .where(eq(examApplications.genericSheetCode, code));
  return generic ? { kind: "generic" as const, ...generic } : null;
}

/** A sheet already read for the student in this application (any batch), but `except`. */
export async function sheetReadFor(db: Database, applicationId: string, studentId: string, except?: string) {
  const [row] = await db
    .select({ id: scanSheets.id, batchId: scanSheets.batchId, page: scanSheets.page })
    .from(scanSheets)
    .where(
      and(
        eq(scanSheets.applicationId, applicationId),
        eq(scanSheets.studentId, studentId),
        inArray(scanSheets.status, ["ok", "review"]),
        isNotNull(scanSheets.studentId),
        isNull(scanSheets.setAsideAt),
        except ? ne(scanSheets.id, except) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function classOfStudent(db: Database, studentId: string): Promise<string | null> {
  const [row] = await db.select({ classId: students.classId }).from(students).where(eq(students.id, studentId));
  return row?.classId ?? null;
}

export async function updateSheet(
  db: Database,
  id: string,
  values: Pick<ScanSheetRow, "status" | "message" | "studentId" | "version" | "answers">,
): Promise<void> {
  await db
    .update(scanSheets)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(scanSheets.id, id));
}

/**
 * A sheet replaced by a later one of the same student: its attempt, if it was counted, goes
 * (the later sheet is counted instead), and it stays listed as a duplicate saying why.
 */
export async function replaceSheetOf(db: Database, id: string, message: string): Promise<void> {
  const [sheet] = await db.select({ attemptId: scanSheets.attemptId }).from(scanSheets).where(eq(scanSheets.id, id));
  await db
    .update(scanSheets)
    .set({ status: "duplicate", message, attemptId: null, setAsideAt: new Date(), updatedAt: new Date() })
    .where(eq(scanSheets.id, id));
  if (sheet?.attemptId) await db.delete(examAttempts).where(eq(examAttempts.id, sheet.attemptId));
}

/** An application's latest batches, newest first. */
export function batchesOfApplication(db: Database, applicationId: string, limit: number) {
  return db
    .select()
    .from(scanBatches)
    .where(eq(scanBatches.applicationId, applicationId))
    .orderBy(desc(scanBatches.createdAt))
    .limit(limit);
}

/** How many sheets of each batch are in each status, by the class of their student (null when unknown). */
export function sheetCountsOf(db: Database, batchIds: string[]) {
  if (batchIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      batchId: scanSheets.batchId,
      status: scanSheets.status,
      studentClassId: students.classId,
      count: sql<number>`count(*)::int`,
    })
    .from(scanSheets)
    .leftJoin(students, eq(students.id, scanSheets.studentId))
    .where(inArray(scanSheets.batchId, batchIds))
    .groupBy(scanSheets.batchId, scanSheets.status, students.classId);
}

/**
 * The application's sheets the teacher still has to settle (a doubtful answer, no student, a second
 * sheet of a student), oldest batch first, at most `limit`; with `classIds` (a professor's classes),
 * only their students' sheets, so unidentified ones stay the exam managers'.
 */
export function sheetsToSettle(db: Database, applicationId: string, classIds: string[] | null, limit: number) {
  return db
    .select({ sheet: scanSheets, studentName: students.name, studentClassId: students.classId })
    .from(scanSheets)
    .innerJoin(scanBatches, eq(scanBatches.id, scanSheets.batchId))
    .leftJoin(students, eq(students.id, scanSheets.studentId))
    .where(
      and(
        eq(scanSheets.applicationId, applicationId),
        inArray(scanSheets.status, ["review", "unidentified", "duplicate"]),
        isNull(scanSheets.setAsideAt),
        classIds === null ? undefined : classIds.length > 0 ? inArray(students.classId, classIds) : sql`false`,
      ),
    )
    .orderBy(asc(scanBatches.createdAt), asc(scanSheets.page))
    .limit(limit);
}

/** The teacher discards a sheet not counted: it stays listed with its reason, out of the sheets to settle. */
export async function setSheetAside(db: Database, id: string, message: string): Promise<void> {
  await db.update(scanSheets).set({ message, setAsideAt: new Date(), updatedAt: new Date() }).where(eq(scanSheets.id, id));
}

export async function studentNameOf(db: Database, studentId: string | null): Promise<string | null> {
  if (!studentId) return null;
  const [row] = await db.select({ name: students.name }).from(students).where(eq(students.id, studentId));
  return row?.name ?? null;
}

/** The sheet an attempt was counted from, if it came from paper. */
export async function scanOfAttempt(db: Database, attemptId: string) {
  const [row] = await db
    .select({ id: scanSheets.id, imageId: scanSheets.imageId })
    .from(scanSheets)
    .where(eq(scanSheets.attemptId, attemptId));
  return row;
}
