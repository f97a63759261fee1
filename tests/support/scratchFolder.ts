import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";

/**
 * A temporary folder for the files one test file writes (exports to read back, uploads to send,
 * data directories), removed when that file's tests are done. Call it at the top of the file.
 */
export function scratchFolder(name: string): string {
  const folder = mkdtempSync(join(tmpdir(), `avaliacoes-${name}-`));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}
