/**
 * `npm run bench`: the whole platform under a school network's volume, on a PostgreSQL server,
 * each figure beside the limit of its own stack measured in the same run. Writes the report
 * (markdown) to bench-report.md and exits 1 when a target is missed. See README, "Desempenho".
 *
 * Expects a built app (`npm run build`) and an empty database in DATABASE_URL or
 * TEST_DATABASE_URL; `scripts/bench.sh` provides both.
 */
import { cpus } from "node:os";
import { writeFileSync } from "node:fs";
import { measureFirstLoad, STAFF_LIMIT_KB, STUDENT_LIMIT_KB } from "../firstLoad";
import { measureImport, measurePdfs } from "./lib/fileCalls";
import { measurePaperPrints } from "./lib/paperCalls";
import { measureFormulaPages } from "./lib/formulaPages";
import { measureFreshSearches } from "./lib/freshSearches";
import { measureInterchange } from "./lib/interchangeCalls";
import { measureLearningReports } from "./lib/learningReports";
import { runLoad } from "./lib/load";
import { statementRecorder } from "./lib/mainQuery";
import { measureReadCalls, readMethod, type ReadCall } from "./lib/readCalls";
import { loadFigure, renderReport, type ReportRow } from "./lib/report";
import { measureStudentSaves } from "./lib/studentSaves";
import { dailyReadCalls, volumeReaders } from "./lib/volumeReads";
import { APP_POOL_SIZE, benchDatabaseUrl, builtServer, log, seededDatabase, SESSION_SECRET } from "./lib/volumeServer";
import { TOPICS } from "./volume/vocabulary";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SAVE_SECONDS = Number(process.env.BENCH_SAVE_SECONDS ?? 30);
const STUDENTS = 500;
const CONNECTIONS = 50;
/** Teachers arriving together at the start of a shift, not a password-guessing run. */
const SIGN_IN_CONNECTIONS = 5;
const SIGN_IN_TARGET_MS = 300;
const REPORT_FILE = process.env.BENCH_REPORT ?? "bench-report.md";

async function main(): Promise<void> {
  const databaseUrl = benchDatabaseUrl();
  const { pool, volume, version, seedSeconds } = await seededDatabase(databaseUrl);
  const server = await builtServer(databaseUrl);
  const recorder = await statementRecorder(databaseUrl, SESSION_SECRET);
  const rows: ReportRow[] = [];
  try {
    const base = server.base;
    const password = volume.password;
    const readers = await volumeReaders(base, volume);
    const { admin, coordinator, professor } = readers;

    log(`Entrar: ${SIGN_IN_CONNECTIONS} conexões por ${SECONDS} s...`);
    const staffEmails = Object.values(volume.staff).flat();
    const signInRequests = staffEmails.map((email) => ({
      method: "POST" as const,
      path: "/api/auth/login",
      body: JSON.stringify({ email, password }),
    }));
    await runLoad({ base, connections: SIGN_IN_CONNECTIONS, seconds: 2, requests: signInRequests });
    const signInResult = await runLoad({ base, connections: SIGN_IN_CONNECTIONS, seconds: SECONDS, requests: signInRequests });
    rows.push({
      name: `Entrar (${SIGN_IN_CONNECTIONS} conexões, ${staffEmails.length} usuários)`,
      app: loadFigure(signInResult),
      target: `p95 < ${SIGN_IN_TARGET_MS} ms`,
      met: signInResult.errors === 0 && signInResult.p95 < SIGN_IN_TARGET_MS,
    });

    const asAdmin = (path: string) => ({ path, token: admin });
    const asCoordinator = (path: string) => ({ path, token: coordinator });
    const asProfessor = (path: string) => ({ path, token: professor });
    const calls: ReadCall[] = [
      ...dailyReadCalls(readers, volume, CONNECTIONS),
      {
        name: "Números do painel e dos relatórios",
        key: "figures",
        requests: [
          asAdmin("/api/dashboard/stats"),
          asCoordinator("/api/dashboard/stats"),
          asProfessor("/api/dashboard/stats"),
          asCoordinator("/api/reports/stats"),
          asCoordinator("/api/reports/charts"),
          asAdmin("/api/reports/charts"),
          asProfessor("/api/reports/stats"),
        ],
        connections: CONNECTIONS,
        targetP95Ms: 100,
      },
    ];
    rows.push(
      ...(await measureReadCalls(calls, base, recorder, { databaseUrl, seconds: SECONDS, pgbenchClients: APP_POOL_SIZE }, log)),
    );
    log("Buscas novas na lista de provas e no banco...");
    const topics = TOPICS.map((topic) => encodeURIComponent(topic[2]));
    rows.push(
      await measureFreshSearches(
        "Lista de provas, busca nova",
        base,
        admin,
        topics.map((topic) => `/api/exams?search=${topic}&pageSize=24`),
      ),
      await measureFreshSearches(
        "Banco de questões, busca nova",
        base,
        professor,
        topics.map((topic) => `/api/question-bank?search=${topic}&pageSize=20`),
      ),
    );

    rows.push(...(await measureLearningReports(base, pool, { admin, coordinator }, log)));

    rows.push(
      await measureStudentSaves(
        base,
        { email: volume.staff.coordenador[0], password },
        { students: STUDENTS, seconds: SAVE_SECONDS },
        log,
      ),
    );

    log("Importação de 5.000 linhas...");
    rows.push(await measureImport(base, professor));
    log("Moodle XML e GIFT: 5.000 questões; QTI: 1.000...");
    rows.push(...(await measureInterchange(base, professor)));
    log("PDFs...");
    rows.push(...(await measurePdfs(base, professor)));
    log("Provas em papel: pacote da turma e cartões-resposta...");
    rows.push(...(await measurePaperPrints(base, coordinator)));
    log("Fórmulas: páginas e PDF...");
    rows.push(...(await measureFormulaPages(base, { email: volume.staff.coordenador[0], password })));

    const firstLoad = measureFirstLoad();
    for (const [name, kb, limit] of [
      ["JavaScript da primeira visita: entrar (/login)", firstLoad.screens.LoginPage, STAFF_LIMIT_KB],
      ["JavaScript da primeira visita: painel depois de entrar", firstLoad.screens.DashboardPage, STAFF_LIMIT_KB],
      ["JavaScript da página do aluno (/online)", firstLoad.studentKb, STUDENT_LIMIT_KB],
    ] as const) {
      rows.push({
        name,
        app: `${kb.toFixed(1)} KB gzip`,
        ratio: `${((100 * kb) / limit).toFixed(0)} % da meta`,
        target: `≤ ${limit} KB`,
        met: kb <= limit,
      });
    }
  } finally {
    await recorder.close();
    await server.stop();
    await pool.end();
  }

  const counts = volume.counts;
  const report = renderReport(rows, [
    `${new Date().toISOString().slice(0, 10)} · ${cpus().length} núcleos (${cpus()[0]?.model.trim()}) · Node ${process.version} · PostgreSQL ${version}`,
    `Volume: ${Object.entries(counts)
      .map(([table, count]) => `${count.toLocaleString("pt-BR")} ${table}`)
      .join(", ")} (semeado em ${seedSeconds.toFixed(0)} s)`,
    `App = o servidor construído (\`npm run build\`), processo próprio, pool de ${APP_POOL_SIZE} conexões; carga com autocannon em outro processo; ${SECONDS} s por medida; nas leituras, ${readMethod(SECONDS)}; latências p95 exatas.`,
    `Limites: o mesmo SQL principal de cada chamada (a consulta mais lenta que ela faz a partir da segunda vez, gravada do próprio app; os números do painel, que o app guarda, ficam com a consulta da primeira vez) num handler Express + pg puro, em outro processo, com as mesmas conexões; e só a consulta no pgbench (${APP_POOL_SIZE} clientes).`,
  ]);
  writeFileSync(REPORT_FILE, report);
  console.log(`\n${report}`);
  console.log(`Relatório gravado em ${REPORT_FILE}.`);
  if (!rows.every((row) => row.met)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
