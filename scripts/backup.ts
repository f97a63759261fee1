import "dotenv/config";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../server/config";
import { BackupError, backupFileName } from "../server/services/backup/backupFile";
import { openDatabaseForTool } from "../server/services/backup/toolDatabase";
import { takeBackup } from "../server/services/backup/takeBackup";
import { appVersion } from "../server/version";

/**
 * `npm run backup -- [--dir PASTA | --file ARQUIVO]`: a compressed backup of the whole database
 * (`DATABASE_URL`, else the embedded one under `DATA_DIR`), files included, from one snapshot.
 * Written to `BACKUP_DIR` (`DATA_DIR/backups`) unless told otherwise, named by the date.
 * See README, "Backup e restauração".
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { dir: { type: "string" }, file: { type: "string" } } });
  const config = loadConfig();
  const folder = resolve(values.dir ?? config.backupDir);
  const file = values.file ? resolve(values.file) : join(folder, backupFileName(new Date()));
  if (!values.file) mkdirSync(folder, { recursive: true, mode: 0o700 });
  const database = await openDatabaseForTool(config, "backup");
  try {
    const started = Date.now();
    const summary = await takeBackup(database, file, { appVersion });
    console.log(
      `Backup gravado em ${summary.file}: ${summary.tables} tabelas, ${summary.rows.toLocaleString("pt-BR")} linhas, ${(summary.bytes / 1024 / 1024).toFixed(1)} MB, em ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof BackupError ? error.message : error);
  process.exit(1);
});
