import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";
import { withMigrationsUpTo } from "./migrationLevels";
import { embeddedSessions, serverSessions, type SessionOpener } from "./rawSession";

/** One type for both drivers, and for a transaction handed to query functions. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

/** What `db.execute` answers a raw statement with: both drivers give `{ rows }`, which Database cannot say. */
export type RawResult<Row> = { rows: Row[] };

/** A PostgreSQL server pool's connections: all open, idle, and requests waiting for one. */
export interface ConnectionCounts {
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseHandle {
  db: Database;
  kind: "embedded" | "server";
  /**
   * Applies the committed migrations; safe to call from several instances at once. `upTo` stops
   * after that many, as a restore does to load a backup taken by an older version.
   */
  migrate(options?: { upTo?: number }): Promise<void>;
  /** A connection of its own for `COPY` (backups). */
  sessions: SessionOpener;
  /** The pool's connections (a PostgreSQL server only), for the metrics. */
  connections?: () => ConnectionCounts;
  close(): Promise<void>;
}

const pgliteExtensions = { pg_trgm, unaccent };

/** Embedded PostgreSQL: in memory when `dataDir` is omitted (tests), else persisted there. */
export async function openEmbeddedDatabase(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<DatabaseHandle & { client: PGlite }> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: pgliteExtensions,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    client,
    kind: "embedded",
    migrate: (options) => withMigrationsUpTo(options?.upTo, (folder) => migratePglite(db as never, { migrationsFolder: folder })),
    sessions: embeddedSessions(client),
    close: () => client.close(),
  };
}

/** Where the embedded database lives under `DATA_DIR`. */
export const embeddedDatabaseFolder = (dataDir: string) => join(dataDir, "pglite");

/** The database the configuration names, as the server opens it: `DATABASE_URL`, else the embedded one under `DATA_DIR`. */
export async function openConfiguredDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openServerDatabase(config.databaseUrl)
    : openEmbeddedDatabase({ dataDir: embeddedDatabaseFolder(config.dataDir) });
}

/** Arbitrary lock key: serialises migrations when several app instances start together. */
const MIGRATION_LOCK_KEY = 72_201_804;

export function openServerDatabase(connectionString: string, options: { max?: number } = {}): DatabaseHandle {
  // A database host that stops answering (instead of refusing) would otherwise hold every request
  // waiting for a connection indefinitely; past the timeout they fail and the API answers 503.
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, connectionTimeoutMillis: 10_000 });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", (error) => console.error("Erro no pool do PostgreSQL:", error.message));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: "server",
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    sessions: serverSessions(pool),
    async migrate(options) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await withMigrationsUpTo(options?.upTo, (folder) =>
          migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder }),
        );
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
