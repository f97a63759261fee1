import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import { judgedOutcomesInsert } from "../../../server/db/queries/attemptOutcomes";

/**
 * Stores the outcomes of attempts the volume wrote set-based, as handing in stores them
 * (attempt_outcomes), on the client that wrote them (its temporary tables may be in `attempts`).
 */
export async function storeJudgedOutcomes(client: pg.ClientBase, attempts: SQL): Promise<void> {
  const query = new PgDialect().sqlToQuery(judgedOutcomesInsert(attempts));
  await client.query(query.sql, query.params);
}
