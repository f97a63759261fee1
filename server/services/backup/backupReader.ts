import { createReadStream } from "node:fs";
import { createGunzip } from "node:zlib";
import {
  BackupError,
  backupHeaderSchema,
  backupTrailerSchema,
  END_OF_TABLE,
  type BackupHeader,
  type BackupTrailer,
} from "./backupFile";

export const NOT_A_BACKUP = "Este arquivo não é um backup do sistema (avaliacoes-….backup.gz).";
export const INCOMPLETE_BACKUP = "O arquivo de backup está incompleto ou corrompido.";

const NEWLINE = 0x0a;
/** The header and the trailer are a few kilobytes; a longer first line is not ours. */
const MAX_JSON_LINE = 1024 * 1024;
/** Read in large pieces: a row holding a scanned page is a few megabytes on one line. */
const READ_CHUNK = 1024 * 1024;
const MARKER_AFTER_NEWLINE = Buffer.concat([Buffer.from("\n"), END_OF_TABLE]);

/**
 * Reads a backup file (backupFile.ts) front to back, once: the header, then each table's rows in
 * chunks of whole lines, then the trailer. Anything unreadable is a BackupError with a message for
 * the person restoring.
 */
export class BackupReader {
  /** What is read but not handed out yet; it always starts at the beginning of a line. */
  private buffered: Buffer = Buffer.alloc(0);
  private ended = false;
  private headerRead = false;

  private constructor(
    private readonly source: AsyncIterator<Buffer>,
    private readonly stop: () => void,
  ) {}

  static async open(file: string): Promise<{ reader: BackupReader; header: BackupHeader }> {
    const gunzip = createGunzip({ chunkSize: READ_CHUNK });
    const input = createReadStream(file, { highWaterMark: READ_CHUNK });
    input.on("error", (error) => gunzip.destroy(error));
    input.pipe(gunzip);
    const reader = new BackupReader(gunzip[Symbol.asyncIterator](), () => {
      input.destroy();
      gunzip.destroy();
    });
    try {
      const header = backupHeaderSchema.safeParse(await reader.jsonLine(NOT_A_BACKUP));
      if (!header.success) throw new BackupError(NOT_A_BACKUP);
      reader.headerRead = true;
      return { reader, header: header.data };
    } catch (error) {
      reader.close();
      throw error;
    }
  }

  close(): void {
    this.stop();
  }

  /**
   * One table's rows, in chunks of whole lines of about `chunkBytes` (the embedded database loads
   * each chunk with one `COPY`), up to and without the line `\.`.
   */
  async *tableRows(chunkBytes: number): AsyncGenerator<Buffer> {
    const pieces: Buffer[] = [];
    let size = 0;
    for (;;) {
      const end = this.endOfTable();
      if (end >= 0) {
        if (end > 0) pieces.push(this.buffered.subarray(0, end));
        this.buffered = this.buffered.subarray(end + END_OF_TABLE.length);
        if (size + end > 0) yield Buffer.concat(pieces);
        return;
      }
      // Whole lines only; what follows the last line break (possibly the start of `\.`) waits for more.
      const lastLine = this.buffered.lastIndexOf(NEWLINE) + 1;
      if (lastLine > 0) {
        pieces.push(this.buffered.subarray(0, lastLine));
        size += lastLine;
        this.buffered = this.buffered.subarray(lastLine);
      }
      if (size >= chunkBytes) {
        yield Buffer.concat(pieces);
        pieces.length = 0;
        size = 0;
      }
      if (!(await this.fill())) throw new BackupError(INCOMPLETE_BACKUP);
    }
  }

  async trailer(): Promise<BackupTrailer> {
    const trailer = backupTrailerSchema.safeParse(await this.jsonLine(INCOMPLETE_BACKUP));
    if (!trailer.success) throw new BackupError(INCOMPLETE_BACKUP);
    return trailer.data;
  }

  /** Where the line `\.` starts in what is buffered, or -1. */
  private endOfTable(): number {
    if (this.buffered.subarray(0, END_OF_TABLE.length).equals(END_OF_TABLE)) return 0;
    const found = this.buffered.indexOf(MARKER_AFTER_NEWLINE);
    return found < 0 ? -1 : found + 1;
  }

  private async jsonLine(problem: string): Promise<unknown> {
    for (;;) {
      const newline = this.buffered.indexOf(NEWLINE);
      if (newline >= 0) {
        const line = this.buffered.subarray(0, newline).toString("utf8");
        this.buffered = this.buffered.subarray(newline + 1);
        try {
          return JSON.parse(line);
        } catch {
          throw new BackupError(problem);
        }
      }
      if (this.buffered.length > MAX_JSON_LINE || !(await this.fill())) throw new BackupError(problem);
    }
  }

  private async fill(): Promise<boolean> {
    if (this.ended) return false;
    let next: IteratorResult<Buffer>;
    try {
      next = await this.source.next();
    } catch (error) {
      // zlib's own errors ("incorrect header check", "unexpected end of file") mean the file is not a whole gzip.
      if ((error as { code?: string }).code?.startsWith("Z_"))
        throw new BackupError(this.headerRead ? INCOMPLETE_BACKUP : NOT_A_BACKUP);
      throw error;
    }
    if (next.done) {
      this.ended = true;
      return false;
    }
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, next.value]) : next.value;
    return true;
  }
}
