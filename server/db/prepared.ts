import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database, RawResult } from "./client";

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

const dialect = new PgDialect();

/**
 * A raw statement (`sql` with `sql.placeholder`s) prepared by name once per database, for a
 * statement the query builder cannot write (a data-modifying CTE) on a path hot enough that
 * parsing and planning it on every call shows: PostgreSQL keeps its plan per connection.
 */
export function preparedRawStatement<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  const prepared = preparedPerDatabase((db) => db._.session.prepareQuery(query, undefined, name, false));
  return (db: Database, values: Record<string, unknown>) => prepared(db).execute(values) as Promise<RawResult<Row>>;
}
