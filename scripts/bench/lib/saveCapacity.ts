import type pg from "pg";
import type { ExamApplication } from "../../../shared/types/applications";
import type { SchoolClass } from "../../../shared/types/organizations";
import { multipleChoiceQuestions, ok } from "../../../tests/support/onlineClass";
import { openApplication, type OpenClass } from "../volume/openAttempts";
import { startBareProcess } from "./bareProcess";
import { runPgbenchScripts, type PgbenchResult } from "./pgbench";
import { findSaveKnee, type KneeOptions, type SaveKnee } from "./saveKnee";
import { recordSave } from "./saveStatements";
import { pgbenchScriptOf } from "./saveTemplate";
import { SavingStudents } from "./savingStudents";

const QUESTIONS = 20;
/** Distinct answers pgbench's clients spread over, so they rarely wait on one another's row, as students don't. */
const PGBENCH_ANSWERS = 64;

export interface SaveCapacity {
  students: number;
  statements: string[];
  oneInstance: SaveKnee;
  twoInstances: SaveKnee;
  bare: SaveKnee;
  pgbench: PgbenchResult;
}

/**
 * The exam day of a whole network: an exam of 20 multiple-choice questions applied to every class
 * (500, the most one application takes), every student in it and answering.
 */
async function networkExamDay(base: string, pool: pg.Pool, admin: string): Promise<OpenClass> {
  const classes = (await ok<SchoolClass[]>(base, "/api/classes", { token: admin })).filter(
    (schoolClass) => schoolClass.studentCount > 0,
  );
  const [first] = classes;
  const exam = await ok<{ id: string }>(base, "/api/exams", {
    token: admin,
    body: {
      title: "Simulado da rede – prova online",
      subject: "Matemática",
      schoolId: first.schoolId,
      gradeLevelId: first.gradeLevelId,
      questions: multipleChoiceQuestions(QUESTIONS),
    },
  });
  await ok(base, `/api/exams/${exam.id}/publish`, { token: admin, method: "POST" });
  const application = await ok<ExamApplication>(base, `/api/exams/${exam.id}/applications`, {
    token: admin,
    body: { classIds: classes.slice(0, 500).map((schoolClass) => schoolClass.id), durationMinutes: 180 },
  });
  return openApplication(pool, application.id);
}

/**
 * The answer save's knee (saveKnee.ts) on one instance of the app, on two instances on the same
 * PostgreSQL (the load alternating between them, as a proxy spreads it), and on the bare handler
 * running the app's own statements; then pgbench running those statements as fast as PostgreSQL
 * commits them. pgbench goes last: its revisions (microseconds) are newer than any device's.
 */
export async function measureSaveCapacity(
  servers: { first: string; second: () => Promise<string> },
  context: { databaseUrl: string; pool: pg.Pool; admin: string; sessionSecret: string; poolSize: number },
  options: KneeOptions & { pgbenchSeconds: number },
  log: (line: string) => void,
): Promise<SaveCapacity> {
  log("Salvar resposta: uma prova aplicada às turmas da rede, todos os alunos entrando...");
  const open = await networkExamDay(servers.first, context.pool, context.admin);
  const students = new SavingStudents(open, context.sessionSecret);
  const writeOf = (student: number, question: number, revision: number) => ({
    attemptId: open.attemptIds[student],
    questionId: open.questions[question % QUESTIONS].id,
    selectedOptionId: open.questions[question % QUESTIONS].optionIds[question % 4],
    revision,
  });
  const template = await recordSave(context.databaseUrl, context.sessionSecret, [
    writeOf(open.attemptIds.length - 1, 0, 1),
    writeOf(open.attemptIds.length - 1, 1, 2),
  ]);
  log(
    `Salvar resposta: ${students.count} alunos; o app roda, por salvamento: ${template.statements.map((s) => s.text.trim().split(/\s/)[0]).join(", ")}.`,
  );

  log("Salvar resposta, uma instância:");
  const oneInstance = await findSaveKnee([servers.first], students, context.pool, options, log);
  log("Salvar resposta, duas instâncias no mesmo PostgreSQL:");
  const twoInstances = await findSaveKnee([servers.first, await servers.second()], students, context.pool, options, log);
  log("Salvar resposta, handler puro (Express + pg, as mesmas instruções):");
  const bareProcess = await startBareProcess("scripts/bench/lib/bareSaveHandler.ts", context.databaseUrl, template);
  let bare: SaveKnee;
  try {
    bare = await findSaveKnee([bareProcess.base], students, context.pool, options, log);
  } finally {
    await bareProcess.stop();
  }
  log(`Salvar resposta, pgbench (${context.poolSize} clientes, ${options.pgbenchSeconds} s)...`);
  const now = new Date();
  const pgbench = runPgbenchScripts(
    context.databaseUrl,
    Array.from({ length: PGBENCH_ANSWERS }, (_, index) => pgbenchScriptOf(template, writeOf(index, index, 0), now)),
    { clients: context.poolSize, seconds: options.pgbenchSeconds },
  );
  return {
    students: students.count,
    statements: template.statements.map((statement) => statement.text),
    oneInstance,
    twoInstances,
    bare,
    pgbench,
  };
}
