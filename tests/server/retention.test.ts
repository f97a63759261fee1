import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { zonedParts } from "../../shared/dateTime";
import { loadConfig } from "../../server/config";
import { openEmbeddedDatabase, type DatabaseHandle } from "../../server/db/client";
import { examAnswers, examApplications, examAttempts, objects, scanSheets } from "../../server/db/schema";
import { openScratchDatabase } from "../support/database";
import { buildExam, buildUser } from "../support/factories";
import { savedSheets } from "../support/paper";
import { scratchFolder } from "../support/scratchFolder";

const run = promisify(execFile);
const folder = scratchFolder("retention");
const YEAR = 365.25 * 86_400_000;

describe("ATTEMPT_RETENTION_YEARS", () => {
  it("defaults to 5 years and takes a whole number of years from 1 to 100", () => {
    const dataDir = join(folder, "config");
    expect(loadConfig({ DATA_DIR: dataDir }).attemptRetentionYears).toBe(5);
    expect(loadConfig({ DATA_DIR: dataDir, ATTEMPT_RETENTION_YEARS: "7" }).attemptRetentionYears).toBe(7);
    for (const value of ["0", "2.5", "cinco", "101"]) {
      expect(() => loadConfig({ DATA_DIR: dataDir, ATTEMPT_RETENTION_YEARS: value })).toThrow(
        "Configuração inválida: ATTEMPT_RETENTION_YEARS deve ser um número inteiro de anos, de 1 a 100",
      );
    }
  });
});

/**
 * The command runs as `npm run retention` does, against a database of its own: a folder the
 * embedded database is kept in (loaded from the migrated snapshot), or a scratch PostgreSQL database.
 */
describe("npm run retention", () => {
  let env: Record<string, string>;
  let reopen: () => Promise<DatabaseHandle>;
  let dropScratch: (() => Promise<void>) | undefined;
  const ids = { old: [] as string[], recent: [] as string[], sheets: [] as string[] };
  let oldTitle = "";
  let olderTitle = "";

  /** Two exams: one with attempts of six years ago (with answers) and of last year, one with an attempt of eight years ago. */
  async function seed(db: DatabaseHandle["db"]) {
    const { user } = await buildUser(db);
    const exam = await buildExam(db, user, { title: "Prova de Ciências — 2º bimestre" });
    const older = await buildExam(db, user, { title: "Prova de História — 1º bimestre" });
    [oldTitle, olderTitle] = [exam.title, older.title];
    const attemptAt = async (examId: string, yearsAgo: number, name: string) => {
      const startedAt = new Date(Date.now() - yearsAgo * YEAR);
      const [application] = await db
        .insert(examApplications)
        .values({
          examId,
          startsAt: startedAt,
          endsAt: new Date(startedAt.getTime() + 3_600_000),
          createdById: user.id,
          status: "closed",
        })
        .returning();
      const [attempt] = await db
        .insert(examAttempts)
        .values({
          applicationId: application.id,
          studentName: name,
          status: "submitted",
          startedAt,
          deadlineAt: new Date(startedAt.getTime() + 1_800_000),
          submittedAt: new Date(startedAt.getTime() + 900_000),
          finishReason: "student",
          questionOrder: [exam.questions[0].id],
          optionOrder: {},
        })
        .returning();
      await db
        .insert(examAnswers)
        .values({ attemptId: attempt.id, questionId: exam.questions[0].id, textAnswer: "Resposta.", revision: 1 });
      // The sheet it was read from, sent the same day, with its picture.
      const { sheetIds } = await savedSheets(db, application.id, [{ status: "review", answers: [] }], user.id, startedAt);
      ids.sheets.push(...sheetIds);
      return attempt.id;
    };
    ids.old.push(await attemptAt(exam.id, 6, "Aluno Antigo"), await attemptAt(exam.id, 6.1, "Outro Antigo"));
    ids.old.push(await attemptAt(older.id, 8, "Aluno Mais Antigo"));
    ids.recent.push(await attemptAt(exam.id, 1, "Aluno Recente"), await attemptAt(exam.id, 0, "Aluno de Hoje"));
  }

  beforeAll(async () => {
    const target = inject("database");
    const secret = { SESSION_SECRET: "segredo-de-teste-com-mais-de-trinta-e-dois-caracteres" };
    if (target.kind === "embedded") {
      const dataDir = join(folder, "data");
      const pglite = join(dataDir, "pglite");
      const first = await openEmbeddedDatabase({ dataDir: pglite, loadDataDir: new Blob([readFileSync(target.snapshotPath)]) });
      await seed(first.db);
      // The embedded database is opened by one process at a time: the command's, from here on.
      await first.close();
      env = { ...secret, DATA_DIR: dataDir };
      reopen = () => openEmbeddedDatabase({ dataDir: pglite });
    } else {
      const scratch = await openScratchDatabase();
      await seed(scratch.handle.db);
      env = { ...secret, DATABASE_URL: scratch.url! };
      reopen = async () => scratch.handle;
      dropScratch = scratch.drop;
    }
  }, 120_000);
  afterAll(() => dropScratch?.());

  const retention = (...args: string[]) =>
    run(process.execPath, ["--import", "tsx", "scripts/retention.ts", ...args], {
      env: { PATH: process.env.PATH, NODE_ENV: "production", ...env },
    });

  /** Which of the seeded attempts, and how many of their answers, are still there. */
  async function remaining() {
    const handle = await reopen();
    try {
      const all = [...ids.old, ...ids.recent];
      const attempts = await handle.db.select({ id: examAttempts.id }).from(examAttempts).where(inArray(examAttempts.id, all));
      const [answers] = await handle.db.select({ total: count() }).from(examAnswers).where(inArray(examAnswers.attemptId, all));
      const sheets = await handle.db.select().from(scanSheets).where(inArray(scanSheets.id, ids.sheets));
      const [pictures] = await handle.db.select({ total: count() }).from(objects).where(eq(objects.purpose, "answer-sheet"));
      return {
        attempts: attempts.map((row) => row.id).sort(),
        answers: answers.total,
        sheets: sheets.length,
        pictures: pictures.total,
      };
    } finally {
      if (!dropScratch) await handle.close();
    }
  }

  it("reports the attempts past the period by year and exam, and a dry run removes nothing", async () => {
    const { stdout } = await retention("--dry-run");
    const year = (ago: number) => zonedParts(new Date(Date.now() - ago * YEAR)).year;
    expect(stdout).toContain("Retenção: 5 anos; provas de alunos iniciadas antes de ");
    expect(stdout).toContain(`  ${year(8)}  ${olderTitle}: 1 prova de aluno`);
    expect(stdout).toContain(`${oldTitle}: `);
    expect(stdout).toContain("Total: 3 provas de alunos.");
    expect(stdout).toContain("Cartões-resposta digitalizados enviados antes dessa data: 3.");
    expect(stdout).toContain("Simulação (--dry-run): nada foi removido.");
    expect(stdout).not.toContain("Removidas");
    expect(await remaining()).toEqual({ attempts: [...ids.old, ...ids.recent].sort(), answers: 5, sheets: 5, pictures: 5 });
  }, 120_000);

  it("refuses a bad --years with a one-line message", async () => {
    const failed = await retention("--years", "0").then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr.trim()).toBe("--years deve ser um número inteiro de anos, de 1 a 100");
  }, 120_000);

  it("removes only the attempts and answer sheets older than the period, with their answers and pictures", async () => {
    const { stdout } = await retention("--years", "5");
    expect(stdout).toContain(
      "Removidas: 3 provas de alunos, com as respostas; 3 cartões-resposta digitalizados, com as imagens.",
    );
    expect(await remaining()).toEqual({ attempts: [...ids.recent].sort(), answers: 2, sheets: 2, pictures: 2 });
    // Nothing left to remove: a second run finds none.
    expect((await retention("--years", "5")).stdout).toContain("Total: 0 provas de alunos.");
  }, 120_000);
});
