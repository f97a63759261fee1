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

let sharedEmbedded: Promise<DatabaseHandle> | undefined;

/**
 * The database a test file's app runs on. On a PostgreSQL server every file shares the migrated
 * database and keeps to its own rows; on PGlite the files a worker runs one after another share
 * one database the same way, instead of each loading the snapshot into a fresh one (about a second
 * of the CPU each). `shared` says the caller must leave it open for the next file.
 */
export async function openFileDatabase(): Promise<{ handle: DatabaseHandle; shared: boolean }> {
  if (inject("database").kind === "server") return { handle: await openTestDatabase(), shared: false };
  sharedEmbedded ??= openTestDatabase();
  return { handle: await sharedEmbedded, shared: true };
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
