import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrationsFolder } from "./paths";

/** A migration this build ships, as drizzle-kit's journal names it; `when` is what drizzle stores as `created_at` once applied. */
export interface ShippedMigration {
  tag: string;
  when: number;
}

interface Journal {
  entries: ShippedMigration[];
}

const readJournal = (): Journal => JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as Journal;

export const shippedMigrations = (): ShippedMigration[] => readJournal().entries;

/**
 * Runs `work` with a migrations folder holding only the first `upTo` migrations (all of them when
 * `upTo` is omitted). Drizzle applies a whole folder, and a restore must stop at the backup's
 * version, load the rows, and only then run the later migrations over them (docs/architecture.md#21-backups).
 */
export async function withMigrationsUpTo<T>(upTo: number | undefined, work: (folder: string) => Promise<T>): Promise<T> {
  const journal = readJournal();
  if (upTo === undefined || upTo >= journal.entries.length) return work(migrationsFolder);
  const folder = mkdtempSync(join(tmpdir(), "avaliacoes-migrations-"));
  try {
    mkdirSync(join(folder, "meta"));
    const entries = journal.entries.slice(0, upTo);
    for (const entry of entries) copyFileSync(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
    writeFileSync(join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
    return await work(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
