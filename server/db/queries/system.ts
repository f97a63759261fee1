import { sql } from "drizzle-orm";
import type { Database, RawResult } from "../client";

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

export async function databaseVersion(db: Database): Promise<string> {
  const result = (await db.execute(sql`select version() as version`)) as RawResult<{ version: string }>;
  // "PostgreSQL 15.18 (Debian ...) on x86_64-pc-linux-gnu, compiled by ..." -> "PostgreSQL 15.18 (Debian ...)"
  return result.rows[0].version.split(" on ")[0];
}
