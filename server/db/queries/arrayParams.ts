import { sql } from "drizzle-orm";

/*
 * Lists bound as one array parameter each: a statement over thousands of rows stays one statement
 * with a few parameters (PostgreSQL takes at most 65,535), and the planner sees the values.
 * The values come from the database or from the server's own computation, never from a request.
 */

/** A list as PostgreSQL's array text (`{a,b}`), for values without commas, quotes or braces. */
export const arrayLiteral = (values: string[]) => `{${values.join(",")}}`;

export const uuidArray = (ids: string[]) => sql`${arrayLiteral(ids)}::uuid[]`;

/** Numbers, a null as SQL null. */
export const numberArray = (values: Array<number | null>) =>
  sql`${arrayLiteral(values.map((value) => (value === null ? "NULL" : String(value))))}::float8[]`;

/** Plain words (letters and underscores only, such as an outcome). */
export const wordArray = (values: string[]) => sql`${arrayLiteral(values)}::text[]`;
