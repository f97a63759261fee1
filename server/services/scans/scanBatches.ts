import type { Database } from "../../db/client";
import type { ExamScope } from "../../db/queries/exams";
import { findObjectBytes } from "../../db/queries/objects";
import * as queries from "../../db/queries/scans";
import { AppError } from "../../errors";
import { findApplicationOrFail } from "../applications/applications";
import { applicationSheets, bubbleCounts } from "./sheetLayout";

export const BATCH_NOT_FOUND = "Envio de cartões não encontrado.";
export const SHEET_NOT_FOUND = "Cartão não encontrado.";

/** Whether a sheet is one the caller may see: all of them for the exam's managers, else their classes' students'. */
export function sheetVisible(classIds: string[] | null, studentClassId: string | null) {
  return classIds === null || (studentClassId !== null && classIds.includes(studentClassId));
}

/** A batch of an application the caller reaches, with the sheets they may see. */
export async function scanBatchFor(db: Database, scope: ExamScope, id: string) {
  const batch = await queries.findBatch(db, id);
  if (!batch) throw AppError.notFound(BATCH_NOT_FOUND);
  const { application, classIds } = await findApplicationOrFail(db, scope, batch.applicationId).catch(() => {
    throw AppError.notFound(BATCH_NOT_FOUND);
  });
  const sheets = (await queries.sheetsOfBatch(db, id)).filter((row) => sheetVisible(classIds, row.studentClassId));
  return { batch, sheets, bubbles: bubbleCounts(await applicationSheets(db, application)) };
}

/** The picture of a sheet the caller may see. */
export async function scanSheetImage(db: Database, scope: ExamScope, id: string): Promise<Buffer> {
  const sheet = await queries.findSheet(db, id);
  if (!sheet?.imageId) throw AppError.notFound(SHEET_NOT_FOUND);
  const { classIds } = await findApplicationOrFail(db, scope, sheet.applicationId).catch(() => {
    throw AppError.notFound(SHEET_NOT_FOUND);
  });
  const studentClassId = sheet.studentId ? await queries.classOfStudent(db, sheet.studentId) : null;
  if (!sheetVisible(classIds, studentClassId)) throw AppError.notFound(SHEET_NOT_FOUND);
  const bytes = await findObjectBytes(db, sheet.imageId);
  if (!bytes) throw AppError.notFound(SHEET_NOT_FOUND);
  return bytes;
}

/** How many batches the application's page lists, and how many sheets to settle it shows at once. */
const LISTED_BATCHES = 10;
const LISTED_TO_SETTLE = 200;

/** An application's latest batches and the sheets still to settle, as far as the caller sees them. */
export async function scanOverview(db: Database, scope: ExamScope, applicationId: string) {
  const { application, classIds } = await findApplicationOrFail(db, scope, applicationId);
  const batches = await queries.batchesOfApplication(db, applicationId, LISTED_BATCHES);
  const counts = (
    await queries.sheetCountsOf(
      db,
      batches.map((batch) => batch.id),
    )
  ).filter((row) => sheetVisible(classIds, row.studentClassId));
  const toSettle = await queries.sheetsToSettle(db, applicationId, classIds, LISTED_TO_SETTLE);
  return {
    batches: batches.map((batch) => ({ batch, counts: counts.filter((row) => row.batchId === batch.id) })),
    toSettle,
    bubbles: bubbleCounts(await applicationSheets(db, application)),
  };
}
