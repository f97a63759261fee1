/**
 * `npm run bench:paper`: the paper prints alone, on the embedded database (the prints do not depend
 * on the database's volume); `npm run bench` measures them too, within the whole platform. Expects a
 * built app and the system's Chromium. Exits 1 when a target is missed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ok } from "../../tests/support/onlineClass";
import { startServer, waitUntilReady } from "../../tests/support/serverProcess";
import { measurePaperPrints } from "./lib/paperCalls";

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "avaliacoes-bench-paper-"));
  const server = await startServer(
    { SESSION_SECRET: "p".repeat(40), DATA_DIR: dataDir, DEMO_MODE: "true", NODE_ENV: "production" },
    undefined,
    {
      built: true,
    },
  );
  try {
    await waitUntilReady(server);
    const { token } = await ok<{ token: string }>(server.url, "/api/auth/login", {
      body: { email: "coordenador@demo.escola.br", password: "coord123" },
    });
    const rows = await measurePaperPrints(server.url, token);
    console.log("| Medida | Aplicação | Meta |\n|---|---|---|");
    for (const row of rows) console.log(`| ${row.name} | ${row.app} | ${row.target} ${row.met ? "✅" : "❌"} |`);
    process.exitCode = rows.every((row) => row.met) ? 0 : 1;
  } finally {
    server.child.kill("SIGTERM");
    await server.exit;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
