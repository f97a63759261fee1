import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openServerDatabase } from "../../../server/db/client";
import { startServer, waitUntilReady } from "../../../tests/support/serverProcess";
import { DEFAULT_VOLUME, seedVolume } from "../volume/seed";

export const APP_POOL_SIZE = 10;
export const SESSION_SECRET = "bench-".repeat(8);

export const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

/** The database of DATABASE_URL or TEST_DATABASE_URL, or the exit a benchmark makes without one. */
export function benchDatabaseUrl(): string {
  const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    console.error("Defina DATABASE_URL (um banco vazio) ou rode `npm run bench`, que sobe um PostgreSQL descartável.");
    process.exit(2);
  }
  return databaseUrl;
}

/** Migrates an empty database and seeds the network's volume into it (refusing one that has exams). */
export async function seededDatabase(databaseUrl: string) {
  const handle = openServerDatabase(databaseUrl);
  await handle.migrate();
  await handle.close();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const [{ exams }] = (await pool.query<{ exams: number }>("select count(*)::int as exams from exams")).rows;
  if (exams > 0) {
    console.error("O banco já tem provas: use um banco vazio (a semeadura cria o volume de uma rede inteira).");
    process.exit(2);
  }
  const [{ server_version: version }] = (await pool.query<{ server_version: string }>("show server_version")).rows;
  const seedStarted = performance.now();
  const volume = await seedVolume(pool, DEFAULT_VOLUME, log);
  return { pool, volume, version, seedSeconds: (performance.now() - seedStarted) / 1000 };
}

/** The built app in its own process on the database, until `stop`. */
export async function builtServer(databaseUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), "avaliacoes-bench-"));
  const server = await startServer(
    { DATABASE_URL: databaseUrl, SESSION_SECRET, DATA_DIR: dataDir, DEMO_MODE: "false", NODE_ENV: "production" },
    undefined,
    { built: true },
  );
  await waitUntilReady(server);
  return {
    base: server.url,
    async stop() {
      server.child.kill("SIGTERM");
      await server.exit;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login de ${email}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
