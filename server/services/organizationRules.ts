import { eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { isForeignKeyViolation } from "../db/errors";
import { AppError } from "../http/errors";

/** Something that points at a record and so keeps it from being deleted. */
export interface Dependent {
  table: PgTable;
  column: PgColumn;
  message: string;
}

/** A record a new or changed item points at, which must exist. */
export interface Reference {
  field: string;
  id: string | null | undefined;
  table: PgTable;
  idColumn: PgColumn;
  message: string;
}

async function hasRow(db: Database, table: PgTable, column: PgColumn, id: string): Promise<boolean> {
  const rows = await db
    .select({ found: sql`1` })
    .from(table)
    .where(eq(column, id))
    .limit(1);
  return rows.length > 0;
}

/** A missing parent is the user's to fix: say which field, in Portuguese, before the database refuses. */
export async function assertReferencesExist(db: Database, references: Reference[]): Promise<void> {
  const errors: Record<string, string> = {};
  for (const reference of references) {
    if (reference.id && !(await hasRow(db, reference.table, reference.idColumn, reference.id))) {
      errors[reference.field] = reference.message;
    }
  }
  const first = Object.values(errors)[0];
  if (first) throw AppError.badRequest(first, errors);
}

/**
 * Deletes unless something still depends on the record, and says what is in the way. The
 * foreign keys stay the last word: a dependent added meanwhile still cannot be orphaned.
 */
export async function deleteUnlessReferenced(
  db: Database,
  target: { table: PgTable; idColumn: PgColumn; id: string; notFound: string },
  dependents: Dependent[],
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await hasRow(tx, target.table, target.idColumn, target.id))) throw AppError.notFound(target.notFound);
    for (const dependent of dependents) {
      if (await hasRow(tx, dependent.table, dependent.column, target.id)) throw AppError.badRequest(dependent.message);
    }
    await tx
      .delete(target.table)
      .where(eq(target.idColumn, target.id))
      .catch((error: unknown) => {
        if (isForeignKeyViolation(error)) throw AppError.badRequest("Não é possível remover: existem registros vinculados.");
        throw error;
      });
  });
}
