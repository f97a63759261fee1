/**
 * Load test of online exams: a whole application of students (500 by default) each saving an
 * answer every 5 s for 10 minutes, against the real server process on a PostgreSQL server. The
 * students run in this process, the server in its own. At the end every acknowledged answer is
 * checked on the server. Exits 1 on any error, any lost answer or a 95th percentile ≥ 100 ms.
 *
 *   PG_FSYNC=on scripts/with-postgres.sh npm run bench:online     a throwaway PostgreSQL 15
 *   BENCH_DATABASE_URL=postgres://… npm run bench:online          an empty database of yours
 *   BENCH_STUDENTS=100 BENCH_MINUTES=1 …                          a shorter run
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { keepClassSaving, setUpOnlineClass, SimulatedStudent } from "../../tests/support/onlineClass";
import { startServer, waitUntilReady } from "../../tests/support/serverProcess";

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 500);
const MINUTES = Number(process.env.BENCH_MINUTES ?? 10);
const INTERVAL_MS = 5_000;
const TARGET_P95_MS = 100;

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.error("Defina BENCH_DATABASE_URL ou rode com scripts/with-postgres.sh (o alvo é medido num servidor PostgreSQL).");
  process.exit(2);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "avaliacoes-bench-"));
  const server = await startServer({
    DATABASE_URL: databaseUrl!,
    SESSION_SECRET: "b".repeat(40),
    DATA_DIR: dataDir,
    DEMO_MODE: "true",
    NODE_ENV: "production",
  });
  try {
    await waitUntilReady(server);
    const setup = await setUpOnlineClass(
      server.url,
      { email: "coordenador@demo.escola.br", password: "coord123" },
      {
        size: STUDENTS,
        questions: 20,
        durationMinutes: Math.ceil(MINUTES) + 5,
      },
    );
    const students: SimulatedStudent[] = [];
    for (const code of setup.accessCodes) students.push(await SimulatedStudent.enter(server.url, setup.examCode, code));
    console.log(`${STUDENTS} alunos na prova; cada um salva uma resposta a cada 5 s durante ${MINUTES} min...`);

    const { latencies, failures } = await keepClassSaving(server.url, students, {
      seconds: MINUTES * 60,
      intervalMs: INTERVAL_MS,
    });

    const lost = (await Promise.all(students.map((student) => student.lostAnswers(server.url)))).flat().length;
    const sorted = [...latencies].sort((a, b) => a - b);
    const errors = [...failures.values()].reduce((sum, count) => sum + count, 0);
    const p95 = percentile(sorted, 95);
    console.log("\n| medida | valor |\n|---|---|");
    console.log(`| alunos simultâneos | ${STUDENTS} |`);
    console.log(`| duração | ${MINUTES} min |`);
    console.log(`| respostas salvas | ${latencies.length} |`);
    console.log(`| vazão média | ${(latencies.length / (MINUTES * 60)).toFixed(1)} salvamentos/s |`);
    console.log(
      `| erros | ${errors}${errors ? ` (${[...failures].map(([status, count]) => `${status || "rede"}: ${count}`).join(", ")})` : ""} |`,
    );
    console.log(`| respostas confirmadas perdidas | ${lost} |`);
    for (const p of [50, 95, 99]) console.log(`| latência p${p} | ${percentile(sorted, p).toFixed(1)} ms |`);
    console.log(`| latência máxima | ${(sorted.at(-1) ?? 0).toFixed(1)} ms |`);

    if (errors > 0 || lost > 0 || p95 >= TARGET_P95_MS) {
      console.error(`\nMeta não atingida: sem erros, sem perdas e p95 < ${TARGET_P95_MS} ms.`);
      process.exitCode = 1;
    }
  } finally {
    server.child.kill("SIGTERM");
    await server.exit;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
