/**
 * Benchmark of the exam list and the dashboard/report figures: seeds 20,000 exams of 10 questions
 * and 100,000 bank items, and times `GET /api/exams` with a search and a filter and the figures,
 * through the real app on 127.0.0.1.
 *
 *   npm run bench:exams                                   embedded database (in memory)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:exams   a PostgreSQL server (use an empty database)
 *   scripts/with-postgres.sh npm run bench:exams          a throwaway PostgreSQL 15
 */
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { createApp } from "../../server/app";
import { openEmbeddedDatabase, openServerDatabase, type DatabaseHandle } from "../../server/db/client";
import { createUser } from "../../server/services/users";

const EXAMS = Number(process.env.BENCH_EXAMS ?? 20_000);
const QUESTIONS_PER_EXAM = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const BANK_ITEMS = Number(process.env.BENCH_BANK_ITEMS ?? 100_000);

async function seed(handle: DatabaseHandle): Promise<{ email: string; password: string; schoolId: string }> {
  const { db } = handle;
  const password = "bench-senha";
  const coordinator = await createUser(db, {
    username: "Coordenação Bench",
    email: "bench@escola.test",
    password,
    role: "coordenador",
  });
  const teachers = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      createUser(db, { username: `Professor Bench ${index}`, email: `prof${index}@escola.test`, password, role: "professor" }),
    ),
  );
  await db.execute(sql`insert into unions (name) values ('União Bench')`);
  await db.execute(sql`insert into associations (name, union_id) select 'Associação Bench', id from unions limit 1`);
  await db.execute(
    sql`insert into schools (name, association_id) select 'Escola ' || g, (select id from associations limit 1) from generate_series(1, 50) g`,
  );
  await db.execute(
    sql`insert into grade_levels (name, category) values ('9º Ano', 'Ensino Fundamental II'), ('1ª Série', 'Ensino Médio')`,
  );
  const teacherIds = `{${teachers.map((teacher) => teacher.id).join(",")}}`;
  await db.execute(sql`
    insert into exams (title, subject, school_id, grade_level_id, creator_id, exam_code, status, difficulty_level, created_at)
    select
      'Avaliação ' || g || ' de ' || s.subject,
      s.subject,
      (select id from schools order by name offset (g % 50) limit 1),
      (select id from grade_levels order by name offset (g % 2) limit 1),
      (${teacherIds}::uuid[])[1 + g % 20],
      'B' || lpad(to_hex(g), 7, '0'),
      (array['draft','published','active','completed'])[1 + (g / 7) % 4],
      (array['easy','medium','hard'])[1 + g % 3],
      now() - (g || ' minutes')::interval
    from generate_series(1, ${EXAMS}) g
    cross join lateral (select (array['Matemática','Português','Ciências','História','Geografia','Física','Química','Biologia'])[1 + g % 8] as subject) s
  `);
  await db.execute(sql`
    insert into exam_questions (exam_id, question_type, question_text, question_order, points)
    select e.id, 'essay', '<p>Questão ' || q || '</p>', q, 1 from exams e cross join generate_series(1, ${QUESTIONS_PER_EXAM}) q
  `);
  // The dashboard and reports also count the bank: 100,000 items beside the exams.
  await db.execute(sql`
    insert into question_bank_items (title, question_text, subject, grade_level_id, difficulty_level, creator_id)
    select 'Questão ' || g, '<p>Texto ' || g || '</p>', (array['Matemática','Português','Ciências'])[1 + g % 3],
      (select id from grade_levels order by name offset (g % 2) limit 1), (array['easy','medium','hard'])[1 + g % 3], ${coordinator.id}
    from generate_series(1, ${BANK_ITEMS}) g
  `);
  await db.execute(sql`analyze`);
  const result = (await db.execute(sql`select id from schools order by name offset 7 limit 1`)) as {
    rows: Array<{ id: string }>;
  };
  const [school] = result.rows;
  return { email: coordinator.email, password, schoolId: school.id };
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

async function time(url: string, token: string): Promise<{ median: number; p95: number; count: number }> {
  const durations: number[] = [];
  let count = 0;
  for (let index = 0; index < REQUESTS + 10; index++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    await response.json();
    if (!response.ok) throw new Error(`${response.status} em ${url}`);
    count = Number(response.headers.get("x-total-count") ?? 0);
    if (index >= 10) durations.push(performance.now() - started); // the first ten warm the caches
  }
  durations.sort((a, b) => a - b);
  return { median: percentile(durations, 0.5), p95: percentile(durations, 0.95), count };
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const handle = url ? openServerDatabase(url) : await openEmbeddedDatabase();
  console.log(
    `Banco: ${url ? "PostgreSQL (servidor)" : "PGlite embutido"}; semeando ${EXAMS} provas de ${QUESTIONS_PER_EXAM} questões...`,
  );
  await handle.migrate();
  const seeded = performance.now();
  const { email, password, schoolId } = await seed(handle);
  console.log(`Semeado em ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

  const app = createApp({
    db: handle.db,
    sessionSecret: "x".repeat(40),
    sessionTtlMs: 3_600_000,
    demoMode: false,
    system: { databaseKind: handle.kind, version: "bench" },
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const { token } = (await login.json()) as { token: string };

  const cases = [
    ["busca 'matematica' + status publicada", "/api/exams?search=matematica&status=published&pageSize=24"],
    ["busca 'avaliação 1234'", "/api/exams?search=avalia%C3%A7%C3%A3o%201234&pageSize=24"],
    ["filtro por escola + status rascunho", `/api/exams?schoolId=${schoolId}&status=draft&pageSize=24`],
    ["primeira página, sem filtro", "/api/exams?pageSize=24"],
    ["números do dashboard", "/api/dashboard/stats"],
    ["números dos relatórios", "/api/reports/stats"],
    ["dados dos gráficos", "/api/reports/charts"],
  ] as const;
  let failed = false;
  console.log(`\n${REQUESTS} requisições por caso, em sequência:`);
  for (const [name, path] of cases) {
    const result = await time(`${base}${path}`, token);
    // The list must answer within 50 ms; the figures within 100 ms.
    const limit = path.startsWith("/api/exams") ? 50 : 100;
    const within = result.median < limit && result.p95 < limit;
    if (!within && (name.startsWith("busca 'matematica'") || limit === 100)) failed = true;
    console.log(
      `  ${name.padEnd(40)} mediana ${result.median.toFixed(1).padStart(6)} ms   p95 ${result.p95.toFixed(1).padStart(6)} ms   (${result.count} resultados)${within ? "" : `  ACIMA DE ${limit} ms`}`,
    );
  }
  server.close();
  await handle.close();
  if (failed && url) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
