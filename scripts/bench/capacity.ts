/**
 * `npm run bench:capacity`: how many answer saves per second this machine takes — the knee, the
 * highest rate with p95 under 100 ms, no error and nothing lost — on one instance of the app and on
 * two on one PostgreSQL, beside the same statements through a bare Express + `pg` handler and in
 * pgbench; then the staff's daily reads beside their bare handler in the same run. Writes the
 * report (markdown) to bench-capacity.md and exits 1 when a target is missed. See README, "Performance".
 *
 * Expects a built app (`npm run build`) and an empty database in DATABASE_URL or
 * TEST_DATABASE_URL; `scripts/bench.sh` provides both.
 */
import { cpus, loadavg } from "node:os";
import { writeFileSync } from "node:fs";
import { renderCapacityReport, type CapacityTargets } from "./lib/capacityReport";
import { statementRecorder } from "./lib/mainQuery";
import { measureReadCalls, readMethod } from "./lib/readCalls";
import { measureSaveCapacity } from "./lib/saveCapacity";
import { dailyReadCalls, volumeReaders } from "./lib/volumeReads";
import { APP_POOL_SIZE, benchDatabaseUrl, builtServer, log, seededDatabase, SESSION_SECRET } from "./lib/volumeServer";

const READ_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 5);
/** 5,000 students each saving every 5 s make 1,000 saves a second. */
const SAVE_INTERVAL_SECONDS = Number(process.env.BENCH_SAVE_INTERVAL_SECONDS ?? 5);
/** Keep-alive connections to each instance: what deploy/nginx.conf keeps open to it. */
const SAVE_CONNECTIONS = Number(process.env.BENCH_SAVE_CONNECTIONS ?? 32);
const RATES = (process.env.BENCH_SAVE_RATES ?? "250,500,750,1000,1250,1500,1750,2000,2500,3000,3500,4000,5000,6000")
  .split(",")
  .map(Number);
const READ_CONNECTIONS = 50;
const TARGETS: CapacityTargets = { minSavesPerSecond: 1000, minShareOfBare: 0.8, targetP95Ms: 100 };
const MIN_READ_SHARE = 0.8;
const REPORT_FILE = process.env.BENCH_CAPACITY_REPORT ?? "bench-capacity.md";

async function main(): Promise<void> {
  const started = performance.now();
  // What else the machine was doing: the load shares its two cores with everything measured.
  const loadAtStart = loadavg()[0];
  const databaseUrl = benchDatabaseUrl();
  const { pool, volume, version } = await seededDatabase(databaseUrl);
  const servers = [await builtServer(databaseUrl)];
  const recorder = await statementRecorder(databaseUrl, SESSION_SECRET);
  try {
    const readers = await volumeReaders(servers[0].base, volume);
    // Judged by their share of the bare handler's throughput alone: at 50 connections both run
    // saturated, and a p95 there is the queue's length (npm run bench judges the p95s).
    const calls = dailyReadCalls(readers, volume, READ_CONNECTIONS).map((call) => ({
      ...call,
      targetP95Ms: undefined,
      minThroughputShare: MIN_READ_SHARE,
    }));
    const readRows = await measureReadCalls(
      calls,
      servers[0].base,
      recorder,
      { databaseUrl, seconds: READ_SECONDS, pgbenchClients: APP_POOL_SIZE },
      log,
    );

    const save = await measureSaveCapacity(
      {
        first: servers[0].base,
        second: async () => {
          servers.push(await builtServer(databaseUrl));
          return servers[1].base;
        },
      },
      { databaseUrl, pool, admin: readers.admin, sessionSecret: SESSION_SECRET, poolSize: APP_POOL_SIZE },
      {
        rates: RATES,
        seconds: STEP_SECONDS,
        intervalSeconds: SAVE_INTERVAL_SECONDS,
        connectionsPerBase: SAVE_CONNECTIONS,
        targetP95Ms: TARGETS.targetP95Ms,
        pgbenchSeconds: READ_SECONDS,
      },
      log,
    );

    const minutes = (performance.now() - started) / 60_000;
    const report = renderCapacityReport(save, readRows, TARGETS, [
      `${new Date().toISOString().slice(0, 10)} · ${cpus().length} núcleos (${cpus()[0]?.model.trim()}) · Node ${process.version} · PostgreSQL ${version} (fsync ligado) · ${minutes.toFixed(1)} min`,
      `Carga da máquina antes de começar (média de 1 min): ${loadAtStart.toFixed(1)}; acima de ~0,5, outra coisa já disputava os dois núcleos e todos os números caem.`,
      `App = o servidor construído (\`npm run build\`), cada instância um processo com pool de ${APP_POOL_SIZE} conexões; a carga sai do processo do benchmark, na mesma máquina.`,
      `Salvar resposta: carga em laço aberto (cada salvamento sai na sua hora, respondido ou não o anterior), ${SAVE_CONNECTIONS} conexões keep-alive por instância, taxas de ${RATES.join(", ")}/s por ${STEP_SECONDS} s cada até uma falhar duas vezes; cada aluno salva a cada ${SAVE_INTERVAL_SECONDS} s (uma resposta, como a página do aluno); depois de cada taxa, toda resposta confirmada é procurada no banco. Com 2 instâncias, os salvamentos se alternam entre elas.`,
      `Limites do salvamento: as instruções que o app roda por salvamento (gravadas do próprio app: ${save.statements.map((text) => text.trim().split(/\s/)[0].toLowerCase()).join(", ")}) num handler Express + pg puro, em outro processo, com pool do mesmo tamanho; e a mesma transação no pgbench (${APP_POOL_SIZE} clientes, ${READ_SECONDS} s).`,
      `Leituras: como em \`npm run bench\` (autocannon, ${READ_CONNECTIONS} conexões; ${readMethod(READ_SECONDS)}), com a meta de vazão de ${MIN_READ_SHARE * 100} % do handler puro.`,
    ]);
    writeFileSync(REPORT_FILE, report.text);
    console.log(`\n${report.text}`);
    console.log(`Relatório gravado em ${REPORT_FILE}.`);
    if (!report.met) process.exitCode = 1;
  } finally {
    await recorder.close();
    for (const server of servers) await server.stop();
    await pool.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
