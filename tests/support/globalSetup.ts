import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { embeddedDatabaseFolder, openEmbeddedDatabase, openServerDatabase } from "../../server/db/client";

export type TestDatabaseTarget =
  { kind: "server"; url: string } | { kind: "embedded"; snapshotPath: string; serverDataTemplate: string };

declare module "vitest" {
  export interface ProvidedContext {
    database: TestDatabaseTarget;
  }
}

/**
 * Migrates once for the whole run. On PGlite the migrated data directory is saved as a snapshot
 * that each test file loads, and unpacked once as a server's data folder that tests starting the
 * server as a process copy (serverData.ts); on a PostgreSQL server every file shares the migrated
 * database and keeps to its own rows.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const handle = openServerDatabase(url, { max: 1 });
    await handle.migrate();
    await handle.close();
    project.provide("database", { kind: "server", url });
    return;
  }

  const folder = mkdtempSync(join(tmpdir(), "avaliacoes-test-"));
  const handle = await openEmbeddedDatabase();
  await handle.migrate();
  const snapshot = await handle.client.dumpDataDir("gzip");
  await handle.close();
  const snapshotPath = join(folder, "migrated.tar.gz");
  writeFileSync(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  const serverDataTemplate = join(folder, "server-data");
  const unpacked = await openEmbeddedDatabase({ dataDir: embeddedDatabaseFolder(serverDataTemplate), loadDataDir: snapshot });
  await unpacked.close();
  project.provide("database", { kind: "embedded", snapshotPath, serverDataTemplate });
  return () => rmSync(folder, { recursive: true, force: true });
}
