import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { SCAN_LIMITS, SCAN_NO_FILES } from "../../../shared/scans/limits";
import type { Database } from "../../db/client";
import type { ExamScope } from "../../db/queries/exams";
import * as queries from "../../db/queries/scans";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import { findApplicationOrFail } from "../applications/applications";
import { pdfPageCount, UnreadableFile } from "../omr/decodeImage";
import { scanReader } from "./scanReader";

/** The pieces a file is kept in (scan_file_chunks). */
const FILE_CHUNK_BYTES = 1024 * 1024;

export const ONLINE_HAS_NO_SHEETS = "Esta aplicação é online: não há cartões-resposta para ler.";

/** A PDF, or a photo (JPEG, PNG), from its first bytes; anything else is named in the refusal. */
async function kindOf(path: string): Promise<"pdf" | "image" | null> {
  const file = await open(path);
  const head = Buffer.alloc(8);
  try {
    await file.read(head, 0, 8, 0);
  } finally {
    await file.close();
  }
  if (head.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "image";
  if (head.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image";
  return null;
}

/**
 * A pile of answer sheets for a paper application the caller reaches: the files (on disk, as the
 * upload wrote them) are checked (a PDF, JPEG or PNG; a PDF that opens and has at most 200 pages),
 * kept with the new batch in one transaction, one file in memory at a time, and read off the
 * request (scanReader.ts). Any file refused refuses the whole upload, naming it, so nothing is half taken.
 */
export async function uploadScans(
  db: Database,
  scope: ExamScope,
  user: UserRow,
  applicationId: string,
  files: Array<{ name: string; path: string }>,
): Promise<queries.ScanBatchRow> {
  const { application } = await findApplicationOrFail(db, scope, applicationId);
  if (application.mode !== "paper") throw AppError.wrongState(ONLINE_HAS_NO_SHEETS);
  if (files.length === 0) throw AppError.badRequest(SCAN_NO_FILES);
  let firstPage = 1;
  const kept = [];
  for (const [position, file] of files.entries()) {
    const kind = await kindOf(file.path);
    if (!kind) throw AppError.badRequest(`O arquivo "${file.name}" não é PDF, JPEG nem PNG.`);
    let pages = 1;
    if (kind === "pdf") {
      try {
        pages = await pdfPageCount(file.path);
      } catch (error) {
        if (error instanceof UnreadableFile)
          throw AppError.badRequest(`O arquivo "${file.name}" não é um PDF legível (corrompido ou protegido por senha).`);
        throw error;
      }
      if (pages > SCAN_LIMITS.pdfPages) {
        throw AppError.badRequest(
          `O arquivo "${file.name}" tem ${pages} páginas: envie no máximo ${SCAN_LIMITS.pdfPages} por arquivo.`,
        );
      }
    }
    kept.push({
      file: { position, name: file.name.slice(0, 255), kind, pages, firstPage },
      chunks: createReadStream(file.path, { highWaterMark: FILE_CHUNK_BYTES }),
    });
    firstPage += pages;
  }
  const total = firstPage - 1;
  if (total > SCAN_LIMITS.batchPages)
    throw AppError.badRequest(`São ${total} páginas: envie no máximo ${SCAN_LIMITS.batchPages} por vez.`);
  const batch = await queries.insertBatch(db, { applicationId: application.id, total, createdById: user.id }, kept);
  void scanReader(db).wake();
  return batch;
}
