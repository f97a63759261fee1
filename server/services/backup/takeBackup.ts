import { createWriteStream } from "node:fs";
import { open, rename, rm, stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { DatabaseHandle } from "../../db/client";
import type { RawSession } from "../../db/rawSession";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupError, countLines, END_OF_TABLE, type BackupHeader } from "./backupFile";

export const NO_TABLES =
  "O banco não tem as tabelas do sistema: nada a copiar. Confira DATABASE_URL (ou DATA_DIR) e inicie o servidor uma vez para criá-las.";
import { appliedMigrations, appTables, columnList, quoted } from "./catalog";

export interface BackupSummary {
  file: string;
  bytes: number;
  tables: number;
  rows: number;
}

/**
 * Writes a backup of every table of the app (the files too: they are rows) to `file`, from one
 * snapshot of the database: what a backup holds is the database as it was at one instant, however
 * long the copy takes and whatever is written meanwhile. The file appears only once complete
 * (written beside it, synced, then renamed), readable by its owner alone: it holds personal data.
 */
export async function takeBackup(
  database: DatabaseHandle,
  file: string,
  options: { appVersion: string; now?: Date },
): Promise<BackupSummary> {
  const partial = `${file}.parcial`;
  try {
    const rows = await database.sessions("snapshot", async (session) => {
      const tables = await appTables(session);
      if (tables.length === 0) throw new BackupError(NO_TABLES);
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_FORMAT_VERSION,
        createdAt: (options.now ?? new Date()).toISOString(),
        appVersion: options.appVersion,
        migrations: await appliedMigrations(session),
        tables,
      };
      const counted: Record<string, number> = {};
      await pipeline(
        Readable.from(backupLines(session, header, counted)),
        createGzip(),
        createWriteStream(partial, { mode: 0o600 }),
      );
      return counted;
    });
    const handle = await open(partial, "r+");
    await handle.datasync();
    await handle.close();
    await rename(partial, file);
    const values = Object.values(rows);
    return { file, bytes: (await stat(file)).size, tables: values.length, rows: values.reduce((sum, count) => sum + count, 0) };
  } finally {
    await rm(partial, { force: true });
  }
}

async function* backupLines(session: RawSession, header: BackupHeader, counted: Record<string, number>) {
  yield Buffer.from(`${JSON.stringify(header)}\n`);
  for (const table of header.tables) {
    let rows = 0;
    for await (const chunk of session.copyOut(`copy ${quoted(table.name)} (${columnList(table)}) to stdout`)) {
      rows += countLines(chunk);
      yield chunk;
    }
    counted[table.name] = rows;
    yield END_OF_TABLE;
  }
  yield Buffer.from(`${JSON.stringify({ rows: counted })}\n`);
}
