import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openEmbeddedDatabase, openServerDatabase, type DatabaseHandle } from "../../server/db/client";

/** The migrated test database: a fresh PGlite from the snapshot, or the shared server database. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const target = inject("database");
  if (target.kind === "server") return openServerDatabase(target.url, { max: 4 });
  return openEmbeddedDatabase({ loadDataDir: new Blob([readFileSync(target.snapshotPath)]) });
}

/**
 * An empty, migrated database of its own, for tests that need to see the very first start. On a
 * server it is a new database, dropped afterwards; on PGlite, a fresh copy of the snapshot.
 */
export async function openScratchDatabase(): Promise<{ handle: DatabaseHandle; url?: string; drop(): Promise<void> }> {
  const target = inject("database");
  if (target.kind === "embedded") {
    const handle = await openTestDatabase();
    return { handle, drop: () => handle.close() };
  }
  const name = `scratch_${randomBytes(6).toString("hex")}`;
  await adminQuery(target.url, `create database ${name}`);
  const url = new URL(target.url);
  url.pathname = `/${name}`;
  const handle = openServerDatabase(url.toString(), { max: 2 });
  await handle.migrate();
  return {
    handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      await adminQuery(target.url, `drop database if exists ${name} with (force)`);
    },
  };
}

/** A scratch database name without migrations, for a server started from nothing. */
export async function createEmptyServerDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const target = inject("database");
  if (target.kind !== "server") return undefined;
  const name = `empty_${randomBytes(6).toString("hex")}`;
  await adminQuery(target.url, `create database ${name}`);
  const url = new URL(target.url);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(target.url, `drop database if exists ${name} with (force)`) };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
