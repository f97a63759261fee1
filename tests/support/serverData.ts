import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";

/**
 * A `DATA_DIR` for a server a test starts as a process. On the embedded database it holds a copy
 * of the database migrated once for the run (globalSetup.ts), so the server starts without running
 * every migration again (about six seconds here); a test of the migration at start uses an empty
 * folder instead. The caller removes it.
 */
export function migratedDataDir(name: string): string {
  const folder = mkdtempSync(join(tmpdir(), `avaliacoes-${name}-`));
  const database = inject("database");
  if (database.kind === "embedded") cpSync(database.serverDataTemplate, folder, { recursive: true });
  return folder;
}
