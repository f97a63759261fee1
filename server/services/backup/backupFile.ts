import { z } from "zod";
import { zonedParts } from "../../../shared/dateTime";

/**
 * The backup file (docs/architecture.md#21-backups): gzip over lines of text.
 *
 *   line 1            the header, JSON: format, version, when, the migrations applied, the tables and their columns
 *   then, per table   its rows in `COPY`'s text format, ended by a line `\.` (as psql writes them)
 *   last line         the trailer, JSON: the rows of each table, so a cut-off file is caught
 *
 * `COPY`'s text format escapes backslashes and line breaks inside values, so no row is ever the
 * line `\.` and every row is exactly one line.
 */

export const BACKUP_FORMAT = "avaliacoes-backup";
export const BACKUP_FORMAT_VERSION = 1;

export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  appVersion: z.string(),
  /** The `when` of every migration applied to the database backed up, in order. */
  migrations: z.array(z.number()),
  tables: z.array(z.object({ name: z.string().min(1), columns: z.array(z.string().min(1)).min(1) })),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

export const backupTrailerSchema = z.object({ rows: z.record(z.string(), z.number().int().min(0)) });
export type BackupTrailer = z.infer<typeof backupTrailerSchema>;

/** The line that ends a table's rows. */
export const END_OF_TABLE = Buffer.from("\\.\n");

/** Rows in a piece of a table's text: one per line. */
export function countLines(chunk: Uint8Array): number {
  let lines = 0;
  for (let index = chunk.indexOf(0x0a); index !== -1; index = chunk.indexOf(0x0a, index + 1)) lines++;
  return lines;
}

/** A message for the person running the backup or the restore, in Portuguese, without a stack. */
export class BackupError extends Error {}

const pad = (value: number) => String(value).padStart(2, "0");

/** `avaliacoes-2026-11-29-031500.backup.gz`: the schools' date and time, so the names sort as the backups were taken. */
export function backupFileName(at: Date): string {
  const { year, month, day, hour, minute, second } = zonedParts(at);
  return `avaliacoes-${year}-${pad(month)}-${pad(day)}-${pad(hour)}${pad(minute)}${pad(second)}.backup.gz`;
}

export const BACKUP_FILE_PATTERN = /^avaliacoes-\d{4}-\d{2}-\d{2}-\d{6}\.backup\.gz$/;
