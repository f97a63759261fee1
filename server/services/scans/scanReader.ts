import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { open } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Database } from "../../db/client";
import { findApplication } from "../../db/queries/applications";
import { rosterWithAssignments } from "../../db/queries/paperAssignments";
import * as queries from "../../db/queries/scans";
import { pdfPagePgm, UnreadableFile } from "../omr/decodeImage";
import { locateInWorker } from "../omr/readerPool";
import { NOT_A_SHEET, readLocatedSheet, unlessRead, type PageResult } from "./readPage";
import { countSheet } from "./countSheet";
import { applicationSheets } from "./sheetLayout";

/**
 * Reads the batches of answer sheets off the request path (docs/product.md#24-reading-answer-sheets):
 * one batch at a time, oldest first, two pages at a time (one per reader thread). Each page is saved
 * with the batch's count in one transaction, so after a restart the reading goes on from the first
 * page not saved, and no page is read twice. A page that cannot be read is an `unreadable` sheet
 * with its reason; only a failure of the server itself fails the batch.
 */

const READ_AT_ONCE = 2;
export const BATCH_INTERRUPTED = "A leitura foi interrompida por um erro no servidor: envie os arquivos de novo.";

class ScanReader {
  private running: Promise<void> | null = null;
  private stopping = false;

  constructor(
    private readonly db: Database,
    private readonly logError: (message: string, error: unknown) => void,
  ) {}

  /** Starts reading waiting batches, unless it is already at it; resolves when none is left. */
  wake(): Promise<void> {
    if (this.stopping) return Promise.resolve();
    this.running ??= this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Finishes the page in hand and stops; the rest is read after the next start. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.running;
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      const batch = await queries.nextProcessingBatch(this.db);
      if (!batch) return;
      try {
        await this.read(batch);
        if (!this.stopping) await queries.finishBatch(this.db, batch.id, "done");
      } catch (error) {
        if (this.stopping) return;
        this.logError(`leitura do lote ${batch.id}`, error);
        await queries.finishBatch(this.db, batch.id, "failed", BATCH_INTERRUPTED);
      }
    }
  }

  private async read(batch: queries.ScanBatchRow): Promise<void> {
    const application = await findApplication(this.db, batch.applicationId);
    if (!application) throw new Error("aplicação removida");
    const context = await applicationSheets(this.db, application);
    const roster = await rosterWithAssignments(this.db, batch.applicationId, null);
    const done = await queries.pagesRead(this.db, batch.id);
    // Pages are read side by side; telling a duplicate and saving take turns, so two sheets of one
    // student are never both taken as the first.
    let saving = Promise.resolve();
    const save = (page: number, result: PageResult) => {
      const turn = saving.then(async () => {
        const { image, ...sheet } = await unlessRead(this.db, batch.applicationId, result, roster);
        const stored = image && {
          purpose: "answer-sheet" as const,
          contentType: "image/jpeg",
          size: image.length,
          sha256: sha256(image),
          bytes: image,
          ownerId: batch.createdById,
        };
        const student = sheet.studentId ? roster.find((each) => each.studentId === sheet.studentId) : undefined;
        // A sheet read clear is counted at once, in the same transaction: never a sheet without its attempt.
        await this.db.transaction(async (tx) => {
          const id = await queries.saveSheet(
            tx,
            { ...sheet, batchId: batch.id, applicationId: batch.applicationId, page },
            stored,
          );
          if (sheet.status !== "ok" || !student || sheet.version === null) return;
          const attemptId = await countSheet(
            tx,
            context,
            { studentId: student.studentId, version: sheet.version, answers: sheet.answers },
            student,
          );
          if (attemptId) await queries.setSheetAttempt(tx, id, attemptId);
        });
      });
      saving = turn.catch(() => undefined);
      return turn;
    };
    const folder = mkdtempSync(join(tmpdir(), "avaliacoes-scans-"));
    try {
      for (const file of await queries.batchFiles(this.db, batch.id)) {
        const pages = Array.from({ length: file.pages }, (_, index) => index + 1).filter(
          (page) => !done.has(file.firstPage + page - 1),
        );
        if (pages.length === 0) continue;
        const path = join(folder, `${file.position}.pdf`);
        // A photo is decoded whole (at most 100 MB), so its pieces are joined in memory; a PDF goes to
        // a file piece by piece and its pages are drawn from it one at a time.
        const bytes = file.kind === "image" ? await joinedChunks(this.db, file.id) : null;
        if (file.kind === "pdf") await copyOut(this.db, file.id, path);
        const pending = [...pages];
        await Promise.all(
          Array.from({ length: READ_AT_ONCE }, async () => {
            while (pending.length > 0 && !this.stopping) {
              const page = pending.shift()!;
              const where = file.kind === "pdf" ? `${file.name}, página ${page}` : file.name;
              let located;
              try {
                located = await locateInWorker(file.kind === "pdf" ? { pgm: await pdfPagePgm(path, page) } : { photo: bytes! });
              } catch (error) {
                if (!(error instanceof UnreadableFile)) throw error;
                await save(
                  file.firstPage + page - 1,
                  unreadable(`Não foi possível abrir ${where}: o arquivo está corrompido ou não é uma imagem.`),
                );
                continue;
              }
              await save(
                file.firstPage + page - 1,
                located ? await readLocatedSheet(this.db, context, located, roster) : unreadable(`${NOT_A_SHEET} (${where})`),
              );
            }
          }),
        );
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }
}

/** A kept file's bytes, whole. */
async function joinedChunks(db: Database, fileId: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for (let position = 0; ; position++) {
    const chunk = await queries.fileChunk(db, fileId, position);
    if (!chunk) return Buffer.concat(chunks);
    chunks.push(chunk);
  }
}

/** A kept file's bytes written to `path` piece by piece, so no more than a piece is in memory. */
async function copyOut(db: Database, fileId: string, path: string): Promise<void> {
  const out = await open(path, "w");
  try {
    for (let position = 0; ; position++) {
      const chunk = await queries.fileChunk(db, fileId, position);
      if (!chunk) return;
      await out.write(chunk);
    }
  } finally {
    await out.close();
  }
}

const unreadable = (message: string): PageResult => ({
  status: "unreadable",
  message,
  studentId: null,
  version: null,
  answers: [],
  image: null,
});

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

const readers = new WeakMap<Database, ScanReader>();

/** The reader of a database's batches: one per database, shared by the routes and the server's start. */
export function scanReader(
  db: Database,
  logError: (message: string, error: unknown) => void = (message, error) => console.error(message, error),
): ScanReader {
  let reader = readers.get(db);
  if (!reader) {
    reader = new ScanReader(db, logError);
    readers.set(db, reader);
  }
  return reader;
}
