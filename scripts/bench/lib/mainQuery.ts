import type { AddressInfo } from "node:net";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { createApp } from "../../../server/app";
import type { Database } from "../../../server/db/client";
import * as schema from "../../../server/db/schema";

/** A statement as the app sends it to PostgreSQL: text with $n placeholders, its values, and whether it is prepared. */
export interface Statement {
  text: string;
  values: unknown[];
  prepared: boolean;
}

/**
 * The app itself, in this process, on a database connection that records every statement: a
 * request made to it yields exactly the SQL the real server runs for the same request.
 */
export async function statementRecorder(databaseUrl: string, sessionSecret: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  let recorded: Statement[] = [];
  // Every statement passes here with its configuration: a name means the app prepared it.
  const send = pool.query.bind(pool) as (config: unknown, values?: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: typeof send }).query = (config, values) => {
    if (typeof config === "object" && config !== null && "text" in config) {
      const { text, name } = config as { text: string; name?: string };
      recorded.push({ text, values: values ?? [], prepared: Boolean(name) });
    }
    return send(config, values);
  };
  const db = drizzle(pool, { schema }) as unknown as Database;
  const app = createApp({
    db,
    sessionSecret,
    sessionTtlMs: 3_600_000,
    demoMode: false,
    system: { databaseKind: "server", version: "bench" },
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /**
     * The statements of one request, in order: the first time (`cold`) and the next (`steady`,
     * what the load sees once the app keeps a signed-in token or a list's total).
     */
    async statementsOf(path: string, token: string): Promise<{ cold: Statement[]; steady: Statement[] }> {
      const passes: Statement[][] = [];
      for (let pass = 0; pass < 2; pass++) {
        recorded = [];
        const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
        if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
        passes.push(recorded);
      }
      return { cold: passes[0], steady: passes[1] };
    },
    /**
     * The request's main query: of the reads it runs in the steady state, the one that takes
     * longest (median of 5 runs after a warm-up, prepared when the app prepares it), which a bare
     * handler is held to. A call the app answers from memory (figures) is held to its cold reads.
     */
    async mainStatementOf(path: string, token: string): Promise<Statement> {
      const isRead = (statement: Statement) => /^\s*(select|with|\()/i.test(statement.text);
      const { cold, steady } = await this.statementsOf(path, token);
      const reads = steady.some(isRead) ? steady.filter(isRead) : cold.filter(isRead);
      let slowest = { statement: reads[0], ms: -1 };
      for (const [index, statement] of reads.entries()) {
        const client = await pool.connect();
        const named = {
          name: statement.prepared ? `main_${index}_${Date.now()}` : undefined,
          text: statement.text,
          values: statement.values,
        };
        await client.query(named);
        const times: number[] = [];
        for (let run = 0; run < 5; run++) {
          const started = performance.now();
          await client.query(named);
          times.push(performance.now() - started);
        }
        client.release();
        const median = times.sort((a, b) => a - b)[2];
        if (median > slowest.ms) slowest = { statement, ms: median };
      }
      if (!slowest.statement) throw new Error(`${path}: nenhuma consulta registrada`);
      return slowest.statement;
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}
