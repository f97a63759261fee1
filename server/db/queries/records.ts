import { eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client";

/** Whether a row of `table` has `id` in `column` (a parent exists, a dependent remains). */
export async function rowExists(db: Database, table: PgTable, column: PgColumn, id: string): Promise<boolean> {
  const rows = await db
    .select({ found: sql`1` })
    .from(table)
    .where(eq(column, id))
    .limit(1);
  return rows.length > 0;
}

export async function deleteRow(db: Database, table: PgTable, idColumn: PgColumn, id: string): Promise<void> {
  await db.delete(table).where(eq(idColumn, id));
}
