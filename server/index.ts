import "dotenv/config";
import { createServer } from "node:http";
import { createApp } from "./app";
import { ConfigError, loadConfig, type Config } from "./config";
import { openConfiguredDatabase, type DatabaseHandle } from "./db/client";
import { scanBatchesProcessing } from "./db/queries/system";
import { linesPerTurn, logLine } from "./http/requestLog";
import { clientDistFolder } from "./db/paths";
import { advisoryLease } from "./db/advisoryLease";
import { APPLICATION_CLOCK_LOCK_KEY, startApplicationClock } from "./services/applications/clock";
import { startChangeBroadcast } from "./services/cache/changeBroadcast";
import { startDailyBackups } from "./services/backup/dailyBackups";
import { startThrottlePruning } from "./services/auth/throttlePruning";
import { bootstrapEmptyDatabase } from "./services/system/bootstrap";
import { createPdfRenderer, findChromium } from "./services/exports/pdfRenderer";
import { closeReaders } from "./services/omr/readerPool";
import { scanReader } from "./services/scans/scanReader";
import { stopGracefullyOnSignal } from "./shutdown";
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

  // Start-up and clock lines in the configured format, like the requests' (LOG_FORMAT).
  const say = (message: string) => console.log(logLine(config.logFormat, "info", message));
  const complain = (message: string) => console.error(logLine(config.logFormat, "error", message));

  const database: DatabaseHandle = await openConfiguredDatabase(config);
  await database.migrate();
  const created = await bootstrapEmptyDatabase(database.db, {
    admin: config.bootstrapAdmin,
    demoMode: config.demoMode,
  });
  if (created.length > 0) say(`Banco de dados novo: criado(s) ${created.join(" e ")}.`);

  const chromium = findChromium();
  const pdfRenderer = chromium ? createPdfRenderer(chromium) : undefined;
  if (!chromium)
    say(
      "Chromium não encontrado: os PDFs (da prova, da turma e dos dados de um aluno) ficam desativados (respondem 503); a impressão pelo navegador funciona. Instale com `apt-get install chromium` ou defina CHROMIUM_PATH.",
    );

  const app = createApp({
    db: database.db,
    sessionSecret: config.sessionSecret,
    sessionTtlMs: config.sessionTtlMs,
    demoMode: config.demoMode,
    system: { databaseKind: database.kind, version: appVersion },
    trustProxyHops: config.trustProxyHops,
    logRequest: linesPerTurn((text) => process.stdout.write(text)),
    logFormat: config.logFormat,
    metricsToken: config.metricsToken,
    metricSources: { connections: database.connections, scanBatchesWaiting: () => scanBatchesProcessing(database.db) },
    pdfRenderer,
    clientDistFolder,
  });

  // Several instances on one PostgreSQL: each tells the others what it changed. Listening before
  // the first request, so an instance restarted in an upgrade never answers from what it keeps
  // without hearing of the others' changes (docs/architecture.md#instances-that-agree).
  const stopBroadcast = config.databaseUrl ? await startChangeBroadcast(config.databaseUrl, complain) : undefined;

  const server = createServer(app.listener).listen(config.port, config.host, () => {
    const where = database.kind === "embedded" ? `banco embutido em ${config.dataDir}` : "PostgreSQL (DATABASE_URL)";
    say(`Servidor ouvindo em http://localhost:${config.port} (${where}${config.demoMode ? ", modo demonstração" : ""})`);
  });
  server.on("error", (error) => {
    complain(`Não foi possível iniciar o servidor: ${error.message}`);
    process.exit(1);
  });

  // Several instances on one PostgreSQL: one at a time runs the clock (docs/architecture.md#instances-that-agree).
  const clockLease = config.databaseUrl ? advisoryLease(config.databaseUrl, APPLICATION_CLOCK_LOCK_KEY) : undefined;
  // Opens and closes applications and hands in attempts whose time is up, even with no one asking.
  const stopClock = startApplicationClock(database.db, { lease: clockLease, log: say });
  const stopPruning = startThrottlePruning(database.db);
  // A server's database is backed up by its own tools or `npm run backup`; the embedded one only from inside this process.
  const stopBackups =
    database.kind === "embedded" && config.backupKeep > 0
      ? startDailyBackups(database, {
          folder: config.backupDir,
          keep: config.backupKeep,
          appVersion,
          log: say,
          logError: complain,
        })
      : undefined;
  // Answer sheets still being read when the server last stopped are read on from where they were.
  void scanReader(database.db).wake();
  stopGracefullyOnSignal(server, database, async () => {
    stopClock();
    await clockLease?.close();
    await stopBroadcast?.();
    stopPruning();
    await stopBackups?.();
    await pdfRenderer?.close();
    await scanReader(database.db).stop();
    await closeReaders();
  });
}

main().catch((error) => {
  console.error("Falha ao iniciar:", error);
  process.exit(1);
});
