import type pg from "pg";
import type { ExamApplication } from "../../../shared/types/applications";
import type { ExamReport, StudentReport } from "../../../shared/types/learning";
import type { SchoolClass } from "../../../shared/types/organizations";
import type { Student } from "../../../shared/types/students";
import { ok } from "../../../tests/support/onlineClass";
import { handInApplication } from "../volume/handIn";
import { ms, type ReportRow } from "./report";

const NETWORK_TARGET_MS = 1000;
/** A key fixed after a network's hand-in is heavy work a teacher waits for, like an import. */
const RESCORE_TARGET_MS = 10_000;
const HISTORY_TARGET_MS = 100;
const HISTORY_EXAMS = 50;
const REPEATS = 20;

/** Ten multiple-choice questions, each on its own SAEB descriptor (D1–D10). */
const tenQuestions = () =>
  Array.from({ length: 10 }, (_, index) => ({
    questionType: "multiple_choice",
    questionText: `<p>Questão ${index + 1}: quanto é ${index + 2} × ${index + 3}?</p>`,
    points: 1,
    descriptorSaeb: `D${index + 1}`,
    options: [0, 1, 2, 3, 4].map((shift, position) => ({
      optionLetter: "ABCDE"[position],
      optionText: String((index + 2) * (index + 3) + shift),
      isCorrect: shift === 0,
    })),
  }));

const COLD_READS = 3;

async function read(base: string, path: string, token: string) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as unknown;
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return { ms: performance.now() - started, body };
}

/** Sequential requests: the median and the 95th percentile, in ms. */
async function timeRequests(base: string, path: string, token: string) {
  const times: number[] = [];
  let body: unknown;
  for (let index = 0; index < REPEATS; index += 1) ({ ms: times[index], body } = await read(base, path, token));
  times.sort((a, b) => a - b);
  return { body, median: times[Math.floor(REPEATS / 2)], p95: times[Math.ceil(REPEATS * 0.95) - 1] };
}

/**
 * A report as it is computed anew: before each read, a change the server announces (a school saved
 * as it is) empties what it keeps, as a grade given or a sheet settled would.
 */
async function timeComputedReads(base: string, path: string, token: string, admin: string, schoolId: string) {
  const times: number[] = [];
  for (let index = 0; index < COLD_READS; index += 1) {
    const school = await ok<{ name: string; associationId: string }>(base, `/api/schools/${schoolId}`, { token: admin });
    await ok(base, `/api/schools/${schoolId}`, {
      token: admin,
      method: "PUT",
      body: { name: school.name, associationId: school.associationId },
    });
    times.push((await read(base, path, token)).ms);
  }
  return times;
}

/** A published exam of ten questions, applied online to the classes, every student handing it in. */
async function examHandedIn(
  base: string,
  pool: pg.Pool,
  token: string,
  title: string,
  where: { schoolId: string; gradeLevelId: string; classIds: string[] },
) {
  const exam = await ok<{ id: string }>(base, "/api/exams", {
    token,
    body: { title, subject: "Matemática", schoolId: where.schoolId, gradeLevelId: where.gradeLevelId, questions: tenQuestions() },
  });
  await ok(base, `/api/exams/${exam.id}/publish`, { token, method: "POST" });
  const application = await ok<ExamApplication>(base, `/api/exams/${exam.id}/applications`, {
    token,
    body: { classIds: where.classIds, durationMinutes: 60 },
  });
  const attempts = await handInApplication(pool, application.id, new Date(Date.now() - 60 * 60_000));
  await ok(base, `/api/applications/${application.id}/close`, { token, method: "POST" });
  return { examId: exam.id, attempts };
}

/**
 * The first question's key fixed after the whole network handed in: every attempt is scored
 * again and each outcome that changed is stored (docs/architecture.md#stored-outcomes). Wrong
 * answers chose B (volume/handIn.ts), so making B right turns every answer of the question over,
 * and the report computed next must show D1's rate turned over too.
 */
async function keyFixed(base: string, token: string, examId: string, before: ExamReport) {
  const exam = await ok<{ questions: Array<{ id: string; options: Array<{ optionLetter: string; optionText: string }> }> }>(
    base,
    `/api/exams/${examId}`,
    { token },
  );
  const [first] = exam.questions;
  const options = first.options.map((option) => ({ ...option, isCorrect: option.optionLetter === "B" }));
  const started = performance.now();
  const changed = await ok<{ rescoredAttempts?: number }>(base, `/api/questions/${first.id}`, {
    token,
    method: "PUT",
    body: { options },
  });
  const elapsed = performance.now() - started;
  const after = (await read(base, `/api/exams/${examId}/report`, token)).body as ExamReport;
  const rateOfD1 = (report: ExamReport) => report.skills.find((skill) => skill.code === "D1")?.rate ?? Number.NaN;
  const turnedOver = Math.abs(rateOfD1(after) - (1 - rateOfD1(before))) < 1e-9;
  return { ms: elapsed, rescored: changed.rescoredAttempts ?? 0, turnedOver };
}

/**
 * The learning reports (docs/product.md#25-learning-reports) on the network's volume: an
 * administrator's exam applied to every class of the network and handed in by every student, read
 * as the network's comparison (and as one school's coordinator reads it); then one class sits
 * exams until a student's history holds fifty, and the student's page is read.
 */
export async function measureLearningReports(
  base: string,
  pool: pg.Pool,
  tokens: { admin: string; coordinator: string },
  log: (line: string) => void,
): Promise<ReportRow[]> {
  const classes = (await ok<SchoolClass[]>(base, "/api/classes", { token: tokens.admin })).filter(
    (schoolClass) => schoolClass.studentCount > 0,
  );
  const first = classes[0];
  log(`Prova da rede: aplicando a ${classes.length} turmas...`);
  const network = await examHandedIn(base, pool, tokens.admin, "Simulado da rede – Matemática", {
    schoolId: first.schoolId,
    gradeLevelId: first.gradeLevelId,
    classIds: classes.map((schoolClass) => schoolClass.id),
  });
  const networkPath = `/api/exams/${network.examId}/report`;
  const networkComputed = await timeComputedReads(base, networkPath, tokens.admin, tokens.admin, first.schoolId);
  const networkRead = await timeRequests(base, networkPath, tokens.admin);
  const report = networkRead.body as ExamReport;
  const schoolComputed = await timeComputedReads(base, networkPath, tokens.coordinator, tokens.admin, first.schoolId);
  const rescore = await keyFixed(base, tokens.admin, network.examId, report);

  log(`Histórico de um aluno: ${HISTORY_EXAMS} provas da turma ${first.name}...`);
  const students = await ok<Student[]>(base, `/api/classes/${first.id}/students`, { token: tokens.admin });
  const where = { schoolId: first.schoolId, gradeLevelId: first.gradeLevelId, classIds: [first.id] };
  const taken = async () =>
    (await ok<StudentReport>(base, `/api/students/${students[0].id}/report`, { token: tokens.admin })).exams.length;
  for (let count = await taken(); count < HISTORY_EXAMS; count += 1) {
    await examHandedIn(base, pool, tokens.admin, `Avaliação ${count + 1} – Matemática`, where);
  }
  const historyRead = await timeRequests(base, `/api/students/${students[0].id}/report`, tokens.admin);
  const history = historyRead.body as StudentReport;

  const figure = (read: { median: number; p95: number }) => `mediana ${ms(read.median)} · p95 ${ms(read.p95)}`;
  const computedFigure = (times: number[]) => `${times.map(ms).join(", ")} (${COLD_READS} leituras)`;
  const share = (value: number, target: number) => `${((100 * value) / target).toFixed(0)} % da meta`;
  const reached = `uma prova em ${report.classes.length} turmas de ${report.schools.length} escolas (${report.overall.handedIn.toLocaleString("pt-BR")} entregas)`;
  return [
    {
      name: `Relatório da rede, calculado: ${reached}, administrador`,
      app: computedFigure(networkComputed),
      ratio: share(Math.max(...networkComputed), NETWORK_TARGET_MS),
      target: `< ${NETWORK_TARGET_MS} ms`,
      met: Math.max(...networkComputed) < NETWORK_TARGET_MS && network.attempts === report.overall.handedIn,
    },
    {
      name: "O mesmo relatório, lido de novo (guardado pelo servidor)",
      app: figure(networkRead),
      ratio: share(networkRead.p95, NETWORK_TARGET_MS),
      target: `p95 < ${NETWORK_TARGET_MS} ms`,
      met: networkRead.p95 < NETWORK_TARGET_MS,
    },
    {
      name: "A mesma prova, calculada para o coordenador de uma escola",
      app: computedFigure(schoolComputed),
      ratio: share(Math.max(...schoolComputed), NETWORK_TARGET_MS),
      target: `< ${NETWORK_TARGET_MS} ms`,
      met: Math.max(...schoolComputed) < NETWORK_TARGET_MS,
    },
    {
      name: `Nova chave numa questão da prova da rede: ${rescore.rescored.toLocaleString("pt-BR")} entregas com a nota mudada, e o relatório seguinte com o D1 invertido`,
      app: ms(rescore.ms),
      ratio: share(rescore.ms, RESCORE_TARGET_MS),
      target: `< ${RESCORE_TARGET_MS / 1000} s`,
      met: rescore.ms < RESCORE_TARGET_MS && rescore.turnedOver,
    },
    {
      name: `Página do aluno: histórico de ${history.exams.length} provas`,
      app: figure(historyRead),
      ratio: share(historyRead.p95, HISTORY_TARGET_MS),
      target: `p95 < ${HISTORY_TARGET_MS} ms`,
      met: historyRead.p95 < HISTORY_TARGET_MS && history.exams.length >= HISTORY_EXAMS,
    },
  ];
}
