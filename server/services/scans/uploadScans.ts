import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SCAN_LIMITS, SCAN_NO_FILES } from "../../../shared/scans/limits";
import type { Database } from "../../db/client";
import type { ExamScope } from "../../db/queries/exams";
import * as queries from "../../db/queries/scans";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import { findApplicationOrFail } from "../applications/applications";
import { pdfPageCount, UnreadableFile } from "../omr/decodeImage";
import { scanReader } from "./scanReader";

export const ONLINE_HAS_NO_SHEETS = "Esta aplicação é online: não há cartões-resposta para ler.";

/** A PDF, or a photo (JPEG, PNG), from its first bytes; anything else is named in the refusal. */
function kindOf(bytes: Buffer): "pdf" | "image" | null {
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image";
  return null;
}

/**
 * A pile of answer sheets for a paper application the caller reaches: the files are checked (a
 * PDF, JPEG or PNG; a PDF that opens and has at most 200 pages), kept with the new batch in one
 * transaction, and read off the request (scanReader.ts). Any file refused refuses the whole upload,
 * naming it, so nothing is half taken.
 */
export async function uploadScans(
  db: Database,
  scope: ExamScope,
  user: UserRow,
  applicationId: string,
  files: Array<{ name: string; bytes: Buffer }>,
): Promise<queries.ScanBatchRow> {
  const { application } = await findApplicationOrFail(db, scope, applicationId);
  if (application.mode !== "paper") throw AppError.wrongState(ONLINE_HAS_NO_SHEETS);
  if (files.length === 0) throw AppError.badRequest(SCAN_NO_FILES);
  const folder = mkdtempSync(join(tmpdir(), "avaliacoes-upload-"));
  try {
    let firstPage = 1;
    const kept = [];
    for (const [position, file] of files.entries()) {
      const kind = kindOf(file.bytes);
      if (!kind) throw AppError.badRequest(`O arquivo "${file.name}" não é PDF, JPEG nem PNG.`);
      let pages = 1;
      if (kind === "pdf") {
        const path = join(folder, `${position}.pdf`);
        writeFileSync(path, file.bytes);
        try {
          pages = await pdfPageCount(path);
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
      kept.push({ position, name: file.name.slice(0, 255), kind, pages, firstPage, bytes: file.bytes });
      firstPage += pages;
    }
    const total = firstPage - 1;
    if (total > SCAN_LIMITS.batchPages)
      throw AppError.badRequest(`São ${total} páginas: envie no máximo ${SCAN_LIMITS.batchPages} por vez.`);
    const batch = await queries.insertBatch(db, { applicationId: application.id, total, createdById: user.id }, kept);
    void scanReader(db).wake();
    return batch;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
