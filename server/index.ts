import "dotenv/config";
import type { Server } from "node:http";
import { Server as NetServer } from "node:net";
import { join } from "node:path";
import { createApp } from "./app";
import { ConfigError, loadConfig, type Config } from "./config";
import { openEmbeddedDatabase, openServerDatabase, type DatabaseHandle } from "./db/client";
import { clientDistFolder } from "./db/paths";
import { startApplicationClock } from "./services/applicationClock";
import { bootstrapEmptyDatabase } from "./services/bootstrap";
import { createPdfRenderer, findChromium } from "./services/exports/pdfRenderer";
import { appVersion } from "./version";

/** Boot: configuration, database and migrations, first-start data, then listen. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database: DatabaseHandle = config.databaseUrl
    ? openServerDatabase(config.databaseUrl)
    : await openEmbeddedDatabase({ dataDir: join(config.dataDir, "pglite") });
  await database.migrate();
  const created = await bootstrapEmptyDatabase(database.db, {
    admin: config.bootstrapAdmin,
    demoMode: config.demoMode,
  });
  if (created.length > 0) console.log(`Banco de dados novo: criado(s) ${created.join(" e ")}.`);

  const chromium = findChromium();
  const pdfRenderer = chromium ? createPdfRenderer(chromium) : undefined;
  if (!chromium)
    console.log("Chromium não encontrado: a exportação em PDF fica desativada (a impressão pelo navegador funciona).");

  const app = createApp({
    db: database.db,
    sessionSecret: config.sessionSecret,
    sessionTtlMs: config.sessionTtlMs,
    demoMode: config.demoMode,
    system: { databaseKind: database.kind, version: appVersion },
    trustProxyHops: config.trustProxyHops,
    logRequest: (line) => console.log(line),
    pdfRenderer,
    clientDistFolder,
  });

  const server = app.listen(config.port, config.host, () => {
    const where = database.kind === "embedded" ? `banco embutido em ${config.dataDir}` : "PostgreSQL (DATABASE_URL)";
    console.log(`Servidor ouvindo em http://localhost:${config.port} (${where}${config.demoMode ? ", modo demonstração" : ""})`);
  });
  server.on("error", (error) => {
    console.error(`Não foi possível iniciar o servidor: ${error.message}`);
    process.exit(1);
  });

  // Opens and closes applications and hands in attempts whose time is up, even with no one asking.
  const stopClock = startApplicationClock(database.db);
  stopGracefullyOnSignal(server, database, async () => {
    stopClock();
    await pdfRenderer?.close();
  });
}

/**
 * SIGTERM/SIGINT: stop accepting connections, let requests in flight finish, close the
 * database, exit 0. A request that hangs past the grace period does not keep the process alive.
 */
const FIRST_IDLE_SWEEP_MS = 2_000;
const IDLE_SWEEP_MS = 500;
const netClose = NetServer.prototype.close;

function stopGracefullyOnSignal(
  server: Server,
  database: DatabaseHandle,
  beforeClose: () => Promise<void>,
  graceMs = 10_000,
): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} recebido: encerrando...`);
    const forced = setTimeout(() => {
      console.error("Tempo de encerramento esgotado; saindo.");
      process.exit(1);
    }, graceMs);
    forced.unref();
    // Every answer from now on closes its connection, so keep-alive clients move on.
    server.on("request", (_request, response) => response.setHeader("Connection", "close"));
    // Stop listening but leave open connections alone: http.Server#close would also drop those
    // just accepted whose request the busy process has not read yet. Connections still idle
    // after a while (keep-alive clients) are closed then, and from then on regularly.
    netClose.call(server, async () => {
      await beforeClose();
      await database.close();
      console.log("Encerrado.");
      process.exit(0);
    });
    setTimeout(() => {
      server.closeIdleConnections();
      setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
    }, FIRST_IDLE_SWEEP_MS).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error) => {
  console.error("Falha ao iniciar:", error);
  process.exit(1);
});
