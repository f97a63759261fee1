/**
 * Benchmark of the PDF export: a 20-question exam (warm browser) and a class set of 40 named
 * copies, through the real app on 127.0.0.1 and the system Chromium.
 *
 *   npm run bench:pdf                                     embedded database
 *   scripts/with-postgres.sh npm run bench:pdf            a throwaway PostgreSQL 15
 */
import type { AddressInfo } from "node:net";
import { createApp } from "../../server/app";
import { openEmbeddedDatabase, openServerDatabase } from "../../server/db/client";
import { createPdfRenderer, findChromium } from "../../server/services/exports/pdfRenderer";
import { createAssociation, createGradeLevel, createSchool } from "../../server/services/organizations";
import { createUser } from "../../server/services/users";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);

async function main() {
  const chromium = findChromium();
  if (!chromium) throw new Error("Chromium não encontrado (CHROMIUM_PATH)");
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const handle = url ? openServerDatabase(url) : await openEmbeddedDatabase();
  await handle.migrate();
  await createUser(handle.db, {
    username: "Professora Bench",
    email: "pdf@bench.test",
    password: "bench-senha",
    role: "professor",
  });
  const association = await createAssociation(handle.db, { name: "Associação", description: null, unionId: null });
  const school = await createSchool(handle.db, {
    name: "Escola Estadual Bench",
    associationId: association.id,
    address: null,
    phone: null,
    email: null,
  });
  const level = await createGradeLevel(handle.db, { name: "9º Ano", category: "Ensino Fundamental II", description: null });

  const renderer = createPdfRenderer(chromium);
  const app = createApp({
    db: handle.db,
    sessionSecret: "x".repeat(40),
    sessionTtlMs: 3_600_000,
    demoMode: false,
    system: { databaseKind: handle.kind, version: "bench" },
    pdfRenderer: renderer,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "pdf@bench.test", password: "bench-senha" }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}`, "content-type": "application/json" };

  const questions = Array.from({ length: 20 }, (_, index) =>
    index % 4 === 3
      ? {
          questionType: "essay",
          questionText: `<p>Explique, com suas palavras, a questão ${index + 1} sobre ecossistemas brasileiros.</p>`,
          points: 2,
        }
      : {
          questionType: "multiple_choice",
          questionText: `<p>Questão ${index + 1}: qual bioma brasileiro tem <strong>maior biodiversidade</strong>?</p>`,
          options: ["Amazônia", "Caatinga", "Pampa", "Cerrado", "Pantanal"].map((text, position) => ({
            optionLetter: "ABCDE"[position],
            optionText: text,
            isCorrect: position === 0,
          })),
        },
  );
  const created = await fetch(`${base}/api/exams`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      title: "Avaliação de Ciências",
      subject: "Ciências",
      schoolId: school.id,
      gradeLevelId: level.id,
      questions,
    }),
  });
  const exam = (await created.json()) as { id: string };

  const durations: number[] = [];
  for (let run = 0; run < RUNS + 2; run++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/exams/${exam.id}/export/pdf?format=pdf`, { headers });
    const pdf = Buffer.from(await response.arrayBuffer());
    if (!response.ok || pdf.subarray(0, 5).toString() !== "%PDF-") throw new Error(`falhou: ${response.status}`);
    if (run >= 2) durations.push(performance.now() - started); // the first two start and warm the browser
  }
  durations.sort((a, b) => a - b);
  const median = durations[Math.floor(durations.length / 2)];
  console.log(
    `PDF de 20 questões (navegador aquecido, ${RUNS} vezes): mediana ${median.toFixed(0)} ms, máximo ${durations.at(-1)!.toFixed(0)} ms${median < 500 ? "" : "  ACIMA DE 500 ms"}`,
  );

  const names = Array.from({ length: 40 }, (_, index) => `Aluno Número ${index + 1}`);
  const started = performance.now();
  const classResponse = await fetch(`${base}/api/exams/${exam.id}/export/class-pdf`, {
    method: "POST",
    headers,
    body: JSON.stringify({ names, className: "9º A" }),
  });
  const classPdf = Buffer.from(await classResponse.arrayBuffer());
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Turma de 40 cópias: ${(classPdf.length / 1024).toFixed(0)} KB em ${seconds.toFixed(2)} s${seconds < 10 ? "" : "  ACIMA DE 10 s"}`,
  );

  server.close();
  await renderer.close();
  await handle.close();
  if (median >= 500 || seconds >= 10 || !classResponse.ok) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
