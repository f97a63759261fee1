import type { DatabaseHandle } from "../../db/client";
import { shippedMigrations } from "../../db/migrationLevels";
import type { RawSession } from "../../db/rawSession";
import { BackupError, countLines, type BackupHeader } from "./backupFile";
import { BackupReader, INCOMPLETE_BACKUP } from "./backupReader";
import { appTables, columnList, foreignKeys, quoted, tablesWithRows } from "./catalog";

export const NEWER_BACKUP =
  "Este backup foi feito por uma versão mais nova do sistema (ou por outra instalação, com outras migrações). Atualize o sistema antes de restaurá-lo.";

/** The embedded database loads each chunk with one `COPY` from memory; a server streams it. */
const LOAD_CHUNK_BYTES = 8 * 1024 * 1024;

export interface RestoreSummary {
  createdAt: string;
  tables: number;
  rows: number;
  /** Migrations of this version run over the restored rows (the backup came from an older one). */
  laterMigrations: number;
}

/**
 * Restores a backup (takeBackup.ts) into `database`, which must hold no rows unless `replace` says
 * to erase them. The file is read through once before anything is touched, so a cut-off or
 * damaged file changes nothing. Then the schema is rebuilt by the migrations up to the backup's
 * version, the rows are loaded in one transaction (the foreign keys checked once, after all the
 * tables are in), and the later migrations run over them as they would have over the original.
 */
export async function restoreBackup(
  database: DatabaseHandle,
  file: string,
  options: { replace: boolean },
): Promise<RestoreSummary> {
  const { header, rows } = await checkedBackup(file);
  const shipped = shippedMigrations();
  if (header.migrations.some((when, index) => shipped[index]?.when !== when)) throw new BackupError(NEWER_BACKUP);

  await database.sessions("write", async (session) => {
    const filled = await tablesWithRows(session, await appTables(session));
    if (filled.length > 0 && !options.replace) {
      throw new BackupError(
        `O banco de destino não está vazio: ${filled.length === 1 ? "a tabela" : `${filled.length} tabelas, entre elas`} ${filled.slice(0, 3).join(", ")} ${filled.length === 1 ? "tem" : "têm"} dados. A restauração grava só num banco vazio; para apagar tudo o que ele tem e restaurar o backup, use --replace.`,
      );
    }
    // Empty (or to be erased): the schema is rebuilt from nothing, at the backup's version.
    await session.query("drop schema if exists drizzle cascade");
    await session.query("drop schema if exists public cascade");
    await session.query("create schema public");
  });
  await database.migrate({ upTo: header.migrations.length });

  const { reader } = await BackupReader.open(file);
  try {
    await database.sessions("write", (session) => loadRows(session, header, reader));
  } finally {
    reader.close();
  }
  await database.migrate();
  await database.sessions("write", (session) => session.query("analyze"));
  return {
    createdAt: header.createdAt,
    tables: header.tables.length,
    rows: Object.values(rows).reduce((sum, count) => sum + count, 0),
    laterMigrations: shipped.length - header.migrations.length,
  };
}

/** Reads the whole file once: every table's rows present and as many as the trailer says. */
async function checkedBackup(file: string): Promise<{ header: BackupHeader; rows: Record<string, number> }> {
  const { reader, header } = await BackupReader.open(file);
  try {
    const rows: Record<string, number> = {};
    for (const table of header.tables) {
      let count = 0;
      for await (const chunk of reader.tableRows(LOAD_CHUNK_BYTES)) count += countLines(chunk);
      rows[table.name] = count;
    }
    const trailer = await reader.trailer();
    const names = Object.keys(trailer.rows);
    if (names.length !== header.tables.length || names.some((name) => trailer.rows[name] !== rows[name]))
      throw new BackupError(INCOMPLETE_BACKUP);
    return { header, rows };
  } finally {
    reader.close();
  }
}

/**
 * The rows go in with the foreign keys set aside and the app's triggers off: the tables refer to
 * each other in circles, and the triggers (counts kept on insert, the audit log's guard) would
 * count again what the backup already holds. The keys come back at the end, checked over every row.
 */
async function loadRows(session: RawSession, header: BackupHeader, reader: BackupReader): Promise<void> {
  const keys = await foreignKeys(session);
  for (const key of keys) await session.query(`alter table ${quoted(key.table)} drop constraint ${quoted(key.name)}`);
  const tables = await appTables(session);
  for (const table of tables) await session.query(`alter table ${quoted(table.name)} disable trigger user`);
  const known = new Set(tables.map((table) => table.name));
  for (const table of header.tables) {
    if (!known.has(table.name)) throw new BackupError(NEWER_BACKUP);
    await session.copyIn(`copy ${quoted(table.name)} (${columnList(table)}) from stdin`, reader.tableRows(LOAD_CHUNK_BYTES));
  }
  for (const table of tables) await session.query(`alter table ${quoted(table.name)} enable trigger user`);
  for (const key of keys)
    await session.query(`alter table ${quoted(key.table)} add constraint ${quoted(key.name)} ${key.definition}`);
}
