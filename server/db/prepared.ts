import type { Database } from "./client";

/**
 * Statements read by nearly every request, prepared once per database connection pool: the
 * query is built once instead of on each call, and PostgreSQL keeps its plan instead of parsing
 * and planning it again. Kept per database, as tests open many.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (statement === undefined) {
      statement = build(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
