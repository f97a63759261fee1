import "dotenv/config";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { toDateTimeText } from "../shared/dateTime";
import { ConfigError, loadConfig } from "../server/config";
import { BackupError } from "../server/services/backup/backupFile";
import { restoreBackup } from "../server/services/backup/restoreBackup";
import { openDatabaseForTool } from "../server/services/backup/toolDatabase";

/**
 * `npm run restore -- ARQUIVO [--replace]`: restores a backup of `npm run backup` (or a daily one)
 * into the database the server would open, which must be empty; `--replace` erases what it holds
 * first. See README, "Backup e restauração".
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { replace: { type: "boolean", default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new BackupError("Use: npm run restore -- ARQUIVO [--replace]");
  const file = resolve(positionals[0]);
  if (!existsSync(file)) throw new BackupError(`Arquivo não encontrado: ${file}`);
  const config = loadConfig();
  const database = await openDatabaseForTool(config, "restore");
  try {
    const started = Date.now();
    const summary = await restoreBackup(database, file, { replace: values.replace });
    console.log(
      `Backup de ${toDateTimeText(summary.createdAt)} restaurado: ${summary.tables} tabelas, ${summary.rows.toLocaleString("pt-BR")} linhas, em ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    if (summary.laterMigrations > 0)
      console.log(
        `O backup era de uma versão anterior: ${summary.laterMigrations} migrações desta versão foram aplicadas depois.`,
      );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof BackupError ? error.message : error);
  process.exit(1);
});
