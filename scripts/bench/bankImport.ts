/**
 * Benchmark of the question bank import: a 5,000-row Excel file sent to
 * `POST /api/question-bank/bulk-import` through the real app on 127.0.0.1.
 *
 *   npm run bench:import                                  embedded database (in memory)
 *   scripts/with-postgres.sh npm run bench:import         a throwaway PostgreSQL 15
 */
import type { AddressInfo } from "node:net";
import ExcelJS from "exceljs";
import { createApp } from "../../server/app";
import { openEmbeddedDatabase, openServerDatabase } from "../../server/db/client";
import { createGradeLevel } from "../../server/services/organizations";
import { createUser } from "../../server/services/users";

const ROWS = Number(process.env.BENCH_ROWS ?? 5000);

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Questões");
  sheet.addRow([
    "titulo",
    "texto_questao",
    "materia",
    "serie",
    "dificuldade",
    "tipo",
    "alternativa_a",
    "alternativa_b",
    "alternativa_c",
    "alternativa_d",
    "alternativa_e",
    "resposta_correta",
  ]);
  for (let index = 1; index <= ROWS; index++) {
    const essay = index % 5 === 0;
    sheet.addRow([
      `Questão ${index}`,
      `Quanto é ${index} + ${index}? Explique o raciocínio usado na conta.`,
      ["Matemática", "Português", "Ciências"][index % 3],
      ["3º ano", "7º ano", "2ª série"][index % 3],
      ["fácil", "médio", "difícil"][index % 3],
      essay ? "dissertativa" : "multipla_escolha",
      ...(essay ? ["", "", "", "", ""] : [String(index), String(index * 2), String(index * 3), String(index * 4), ""]),
      essay ? "" : "B",
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const handle = url ? openServerDatabase(url) : await openEmbeddedDatabase();
  await handle.migrate();
  await createUser(handle.db, {
    username: "Autor Bench",
    email: "import@bench.test",
    password: "bench-senha",
    role: "professor",
  });
  for (const category of ["Ensino Fundamental I", "Ensino Fundamental II", "Ensino Médio"] as const) {
    await createGradeLevel(handle.db, { name: `Nível ${category}`, category, description: null });
  }
  const file = await workbook();
  console.log(
    `Banco: ${url ? "PostgreSQL (servidor)" : "PGlite embutido"}; planilha de ${ROWS} linhas, ${(file.length / 1024).toFixed(0)} KB`,
  );

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
    body: JSON.stringify({ email: "import@bench.test", password: "bench-senha" }),
  });
  const { token } = (await login.json()) as { token: string };

  const form = new FormData();
  form.set("type", "excel");
  form.set("file", new Blob([new Uint8Array(file)]), "questoes.xlsx");
  const started = performance.now();
  const response = await fetch(`${base}/api/question-bank/bulk-import`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const result = (await response.json()) as { imported: number; errors: string[] };
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Importação: ${result.imported} questões, ${result.errors.length} erros, em ${seconds.toFixed(2)} s${seconds < 10 ? "" : "  ACIMA DE 10 s"}`,
  );
  server.close();
  await handle.close();
  if (response.status !== 200 || result.imported !== ROWS || (url && seconds >= 10)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
