import { sql } from "drizzle-orm";
import type { Database, RawResult } from "../client";
import { shippedMigrations } from "../migrationLevels";

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

export async function databaseVersion(db: Database): Promise<string> {
  const result = (await db.execute(sql`select version() as version`)) as RawResult<{ version: string }>;
  // "PostgreSQL 15.18 (Debian ...) on x86_64-pc-linux-gnu, compiled by ..." -> "PostgreSQL 15.18 (Debian ...)"
  return result.rows[0].version.split(" on ")[0];
}

/** Whether every migration this build ships has been applied to the database. */
export async function migrationsApplied(db: Database): Promise<boolean> {
  const table = (await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`)) as RawResult<{
    present: boolean;
  }>;
  if (!table.rows[0].present) return false;
  const result = (await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`)) as RawResult<{
    applied: number;
  }>;
  return result.rows[0].applied >= shippedMigrations().length;
}

/** Answer-sheet batches still being read (a batch is read in turns, its sheets one by one). */
export async function scanBatchesProcessing(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as processing from scan_batches where status = 'processing'`,
  )) as RawResult<{ processing: number }>;
  return result.rows[0].processing;
}
