import pg from "pg";

/**
 * Work that one instance of a database does at a time, held as a PostgreSQL session advisory lock
 * on a connection of its own. The lock lives as long as that connection: when its instance stops
 * or dies (even by SIGKILL, the server sees the connection close), the next instance to ask takes
 * it over. `held()` asks for it when not held, and answers whether this instance holds it now.
 */
export interface AdvisoryLease {
  held(): Promise<boolean>;
  close(): Promise<void>;
}

export function advisoryLease(connectionString: string, key: number): AdvisoryLease {
  let client: pg.Client | undefined;
  let holding = false;

  const drop = (which: pg.Client) => {
    if (client !== which) return;
    client = undefined;
    holding = false;
    which.end().catch(() => undefined);
  };

  return {
    async held() {
      if (holding) return true;
      try {
        if (!client) {
          const next = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000, keepAlive: true });
          // A lost connection loses the lock with it: ask again on the next turn.
          next.on("error", () => drop(next));
          next.on("end", () => drop(next));
          await next.connect();
          client = next;
        }
        const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [key]);
        holding = rows[0].locked;
      } catch {
        if (client) drop(client);
      }
      return holding;
    },
    async close() {
      holding = false;
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
