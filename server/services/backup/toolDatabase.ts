import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../../config";
import { embeddedDatabaseFolder, openConfiguredDatabase, type DatabaseHandle } from "../../db/client";
import { BackupError } from "./backupFile";

/**
 * The database for `npm run backup` and `npm run restore`: the one the server opens. The embedded
 * one holds a `postmaster.pid` while a process has it open, and two processes writing it would
 * corrupt it, so the tools refuse while it is there.
 */
export async function openDatabaseForTool(config: Config, purpose: "backup" | "restore"): Promise<DatabaseHandle> {
  const folder = embeddedDatabaseFolder(config.dataDir);
  // A backup of a folder with no database would open (and so create) an empty one and copy nothing.
  if (!config.databaseUrl && purpose === "backup" && !existsSync(join(folder, "PG_VERSION"))) {
    throw new BackupError(
      `Não há banco embutido em ${config.dataDir}. Confira DATA_DIR (ou defina DATABASE_URL para um PostgreSQL).`,
    );
  }
  if (!config.databaseUrl && existsSync(join(folder, "postmaster.pid"))) {
    throw new BackupError(
      `O banco embutido em ${config.dataDir} está aberto pelo servidor (ou o servidor parou sem fechá-lo). Pare o servidor e tente de novo; enquanto ele roda, os backups diários ficam em ${config.backupDir}.`,
    );
  }
  return openConfiguredDatabase(config);
}
