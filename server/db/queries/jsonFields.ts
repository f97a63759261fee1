import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * `'id', "exams"."id", 'title', ...`: the arguments of a `json_build_object` that writes each
 * field of an answer from what holds it. The names are the modules' own, never input.
 */
export const jsonObjectPairs = (fields: Record<string, SQL | AnyPgColumn>): SQL =>
  sql.join(
    Object.entries(fields).map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`),
    sql`, `,
  );
