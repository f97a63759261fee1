/**
 * Benchmark of the question bank search: seeds 100,000 items and times `GET /api/question-bank`
 * with searches and filters through the real app on 127.0.0.1.
 *
 *   npm run bench:bank                                   embedded database (in memory)
 *   scripts/with-postgres.sh npm run bench:bank          a throwaway PostgreSQL 15
 */
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { createApp } from "../../server/app";
import { openEmbeddedDatabase, openServerDatabase } from "../../server/db/client";
import { createUser } from "../../server/services/users";

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];

async function main() {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const handle = url ? openServerDatabase(url) : await openEmbeddedDatabase();
  await handle.migrate();
  const { db } = handle;
  console.log(`Banco: ${url ? "PostgreSQL (servidor)" : "PGlite embutido"}; semeando ${ITEMS} questões...`);
  const started = performance.now();
  const author = await createUser(db, {
    username: "Autor Bench",
    email: "autor@bench.test",
    password: "bench-senha",
    role: "professor",
  });
  await db.execute(
    sql`insert into grade_levels (name, category) values ('5º Ano', 'Ensino Fundamental I'), ('9º Ano', 'Ensino Fundamental II'), ('2ª Série', 'Ensino Médio')`,
  );
  await db.execute(sql`
    insert into question_bank_items (title, question_text, question_type, subject, grade_level_id, difficulty_level, creator_id, tags)
    select
      t.topic || ' ' || g,
      '<p>Questão ' || g || ' sobre ' || t.topic || ': explique a ' || (array['acentuação','fotossíntese','equação','revolução','migração','função'])[1 + g % 6] || ' com exemplos.</p>',
      (array['multiple_choice','essay','short_answer'])[1 + g % 3],
      t.subject,
      (select id from grade_levels order by name offset (g % 3) limit 1),
      (array['easy','medium','hard'])[1 + (g / 3) % 3],
      ${author.id},
      array[t.subject, 'lista ' || (g % 50)]
    from generate_series(1, ${ITEMS}) g
    cross join lateral (select
      (array['Regras de acentuação','Fotossíntese das plantas','Equações do 2º grau','Revolução Francesa','Migrações humanas','Funções afins','Leitura e interpretação','Geometria plana'])[1 + g % 8] as topic,
      (array['Português','Ciências','Matemática','História','Geografia','Matemática','Português','Matemática'])[1 + g % 8] as subject) t
  `);
  await db.execute(sql`analyze`);
  console.log(`Semeado em ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const app = createApp({
    db,
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
    body: JSON.stringify({ email: "autor@bench.test", password: "bench-senha" }),
  });
  const { token } = (await login.json()) as { token: string };

  const cases = [
    ["busca 'acentuacao'", "/api/question-bank?search=acentuacao&pageSize=20"],
    ["busca 'equacoes grau' + dificuldade", "/api/question-bank?search=equacoes%20grau&difficultyLevel=hard&pageSize=20"],
    ["busca 'fotossintese 1234'", "/api/question-bank?search=fotossintese%201234&pageSize=20"],
    ["filtros matéria + tipo", "/api/question-bank?subject=Matem%C3%A1tica&questionType=essay&pageSize=20"],
  ] as const;
  let failed = false;
  console.log(`\n${REQUESTS} requisições por caso, em sequência:`);
  for (const [name, path] of cases) {
    const durations: number[] = [];
    let total = 0;
    let capped = false;
    for (let index = 0; index < REQUESTS + 10; index++) {
      const begin = performance.now();
      const response = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
      await response.json();
      if (!response.ok) throw new Error(`${response.status} em ${path}`);
      total = Number(response.headers.get("x-total-count"));
      capped = response.headers.get("x-total-count-capped") === "true";
      if (index >= 10) durations.push(performance.now() - begin);
    }
    durations.sort((a, b) => a - b);
    const p95 = percentile(durations, 0.95);
    if (p95 >= 100) failed = true;
    console.log(
      `  ${name.padEnd(38)} mediana ${percentile(durations, 0.5).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   (${capped ? "mais de " : ""}${total} resultados)${p95 < 100 ? "" : "  ACIMA DE 100 ms"}`,
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
