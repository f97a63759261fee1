import type { RawSession } from "../../db/rawSession";

/**
 * What a backup copies, read from PostgreSQL's own catalog rather than from the drizzle schema, so
 * a table or column added by a migration is backed up without anyone remembering to list it.
 */

/** A table of the app and the columns a backup carries: all but the generated ones, which PostgreSQL computes again. */
export interface TableShape {
  name: string;
  columns: string[];
}

export async function appTables(session: RawSession): Promise<TableShape[]> {
  return session.query<TableShape>(
    `select c.relname::text as name,
            array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = 'public' and c.relkind = 'r'
      group by c.relname
      order by c.relname`,
  );
}

/** The migrations applied to the database, by the `when` of drizzle-kit's journal (drizzle stores it as `created_at`). */
export async function appliedMigrations(session: RawSession): Promise<number[]> {
  const [{ present }] = await session.query<{ present: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  if (!present) return [];
  const rows = await session.query<{ when: string }>(
    "select created_at::text as when from drizzle.__drizzle_migrations order by created_at",
  );
  return rows.map((row) => Number(row.when));
}

export interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

export async function foreignKeys(session: RawSession): Promise<ForeignKey[]> {
  return session.query<ForeignKey>(
    `select c.relname::text as table, k.conname::text as name, pg_get_constraintdef(k.oid) as definition
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace
      order by c.relname, k.conname`,
  );
}

/** The tables that hold at least one row. */
export async function tablesWithRows(session: RawSession, tables: TableShape[]): Promise<string[]> {
  const filled: string[] = [];
  for (const table of tables) {
    const [{ present }] = await session.query<{ present: boolean }>(
      `select exists (select 1 from ${quoted(table.name)}) as present`,
    );
    if (present) filled.push(table.name);
  }
  return filled;
}

export const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

export const columnList = (table: TableShape) => table.columns.map(quoted).join(", ");
