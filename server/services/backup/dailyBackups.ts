import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import type { DatabaseHandle } from "../../db/client";
import { BACKUP_FILE_PATTERN, backupFileName } from "./backupFile";
import { takeBackup } from "./takeBackup";

const DAY_MS = 24 * 60 * 60_000;
const CHECK_EVERY_MS = 60 * 60_000;

export interface DailyBackupOptions {
  folder: string;
  /** How many backups are kept; older ones are removed after each new one. */
  keep: number;
  appVersion: string;
  now?: () => Date;
}

/** The backups in the folder, oldest first (their names sort by date). */
export const backupsIn = (folder: string) =>
  readdirSync(folder)
    .filter((name) => BACKUP_FILE_PATTERN.test(name))
    .sort();

/**
 * Takes a backup when the newest in the folder is a day old or more (or there is none), then keeps
 * only the newest `keep`. Answers the new file, if one was taken.
 */
export async function takeBackupIfDue(database: DatabaseHandle, options: DailyBackupOptions): Promise<string | undefined> {
  const now = options.now?.() ?? new Date();
  mkdirSync(options.folder, { recursive: true, mode: 0o700 });
  const newest = backupsIn(options.folder).at(-1);
  if (newest && now.getTime() - statSync(join(options.folder, newest)).mtimeMs < DAY_MS) return undefined;
  const { file } = await takeBackup(database, join(options.folder, backupFileName(now)), { appVersion: options.appVersion, now });
  const kept = backupsIn(options.folder);
  for (const name of kept.slice(0, Math.max(0, kept.length - options.keep))) rmSync(join(options.folder, name), { force: true });
  return file;
}

/**
 * The embedded database's daily backup, taken by the server itself: PGlite is one process's, so
 * no other can open it while the server runs (docs/architecture.md#21-backups). Checked at start and
 * every hour, so a server that was off at the usual time catches up as soon as it is back.
 */
export function startDailyBackups(
  database: DatabaseHandle,
  options: DailyBackupOptions & { log: (message: string) => void; logError: (message: string) => void },
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const check = () => {
    running ??= takeBackupIfDue(database, options)
      .then((file) => {
        if (file) options.log(`Backup diário gravado em ${file}.`);
      })
      .catch((error: unknown) => options.logError(`O backup diário falhou: ${(error as Error).message}`))
      .finally(() => (running = undefined));
  };
  check();
  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();
  // Stopping waits for a backup under way, so the database is not closed under it.
  return async () => {
    clearInterval(timer);
    await running;
  };
}
