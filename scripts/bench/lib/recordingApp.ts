import { createServer } from "node:http";
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
 * The app itself, in this process, on a pool whose every connection reports what it is sent,
 * whether the app reaches it through the pool's `query` or a transaction on a connection of its
 * own: a request made to it yields exactly the SQL the real server runs for the same request.
 * `take` returns what was sent since the last `take`.
 */
export async function recordingApp(databaseUrl: string, sessionSecret: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  let recorded: Statement[] = [];
  pool.on("connect", (client) => {
    // Every argument passed on: the pool's own `query` hands the client a callback.
    const send = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: typeof send }).query = (...args) => {
      const [config, values] = args;
      if (typeof config === "string")
        recorded.push({ text: config, values: Array.isArray(values) ? values : [], prepared: false });
      else if (typeof config === "object" && config !== null && "text" in config) {
        const { text, name, values: own } = config as { text: string; name?: string; values?: unknown[] };
        recorded.push({ text, values: (Array.isArray(values) ? values : own) ?? [], prepared: Boolean(name) });
      }
      return send(...args);
    };
  });
  const db = drizzle(pool, { schema }) as unknown as Database;
  const app = createApp({
    db,
    sessionSecret,
    sessionTtlMs: 3_600_000,
    demoMode: false,
    system: { databaseKind: "server", version: "bench" },
  });
  const server = createServer(app.listener).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pool,
    take(): Statement[] {
      const taken = recorded;
      recorded = [];
      return taken;
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}
