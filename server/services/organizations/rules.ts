import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { isForeignKeyViolation } from "../../db/errors";
import { deleteRow, rowExists } from "../../db/queries/records";
import { AppError } from "../../errors";

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

/** A missing parent is the user's to fix: say which field, in Portuguese, before the database refuses. */
export async function assertReferencesExist(db: Database, references: Reference[]): Promise<void> {
  const errors: Record<string, string> = {};
  for (const reference of references) {
    if (reference.id && !(await rowExists(db, reference.table, reference.idColumn, reference.id))) {
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
    if (!(await rowExists(tx, target.table, target.idColumn, target.id))) throw AppError.notFound(target.notFound);
    for (const dependent of dependents) {
      if (await rowExists(tx, dependent.table, dependent.column, target.id)) throw AppError.badRequest(dependent.message);
    }
    await deleteRow(tx, target.table, target.idColumn, target.id).catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw AppError.badRequest("Não é possível remover: existem registros vinculados.");
      throw error;
    });
  });
}
