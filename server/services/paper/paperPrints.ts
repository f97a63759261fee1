import { VERSION_LETTERS } from "../../../shared/constants";
import { PAPER_PRINT_LIMITS } from "../../../shared/schemas/applications";
import type { ExamQuestion } from "../../../shared/types/exams";
import type { Database } from "../../db/client";
import type { ApplicationRow } from "../../db/queries/applications";
import { classesOfApplications } from "../../db/queries/applications";
import { rosterWithAssignments } from "../../db/queries/paperAssignments";
import type { ExamScope } from "../../db/queries/exams";
import { AppError } from "../../errors";
import { findApplicationOrFail } from "../applications/applications";
import { examWithQuestions } from "../exams/exams";
import { assemblePdf, pageCountOf, type PageRun } from "../exports/pdfPages";
import { renderCopies, type RenderHtml } from "../exports/printCopies";
import { printedCopy, type PrintLook } from "../exports/printModel";
import { renderAccessSlipsHtml } from "./accessSlipsHtml";
import { renderAnswerKeyHtml, type AnswerKeyHeader } from "./answerKeyHtml";
import { printAnswerSheets } from "./answerSheet/printAnswerSheets";
import type { AnswerSheetData } from "./answerSheet/types";
import { paperRoster, type PaperStudent } from "./assignments";
import { questionsOfVersion, versionLetter, type VersionPlan } from "./versions";

/**
 * What a paper application prints (docs/product.md#23-paper-exams): answer sheets, the teacher's
 * gabarito and the class pack (each student's copy followed by their answer sheet), and for an
 * online application the access-code slips.
 */

export type PrintExam = Awaited<ReturnType<typeof examWithQuestions>>;

export interface PrintJob {
  application: ApplicationRow;
  exam: PrintExam;
  /** The students the caller sees, in roster order; none for an online application. */
  students: PaperStudent[];
  plan: VersionPlan;
  /** The classes the caller sees of it (null: all). */
  classIds: string[] | null;
}

export const NOT_PAPER = "Esta aplicação é online: não há versões nem cartões-resposta para imprimir.";

/** The classes printed: the one asked for (if the application reaches it and the caller sees it), else all the caller sees. */
async function printedClasses(db: Database, application: ApplicationRow, seen: string[] | null, classId?: string) {
  if (!classId) return seen;
  const [applied] = await classesOfApplications(db, [application.id]).then((rows) => rows.filter((row) => row.id === classId));
  if (!applied || (seen && !seen.includes(classId))) throw AppError.notFound("Turma não encontrada nesta aplicação.");
  return [classId];
}

/** An application the caller reaches, with its exam's questions and the students they see (of one class, if asked). */
export async function printJob(
  db: Database,
  scope: ExamScope,
  applicationId: string,
  choice: { needsPaper: boolean; classId?: string },
): Promise<PrintJob> {
  const found = await findApplicationOrFail(db, scope, applicationId);
  const { application } = found;
  if (choice.needsPaper && application.mode !== "paper") throw AppError.wrongState(NOT_PAPER);
  const classIds = await printedClasses(db, application, found.classIds, choice.classId);
  // Reaching the application was checked above, whoever's exam it is.
  const exam = await examWithQuestions(db, {}, application.examId);
  const students = await paperRoster(db, application, classIds);
  const plan = {
    seed: application.versionSeed,
    shuffleQuestions: application.shuffleQuestions,
    shuffleOptions: application.shuffleOptions,
  };
  return { application, exam, students, plan, classIds };
}

/** How many bubbles a question gets on the answer sheet: one per option, none for an essay. */
export const choicesOf = (question: ExamQuestion) => (question.questionType === "multiple_choice" ? question.options.length : 0);

/** A student's answer sheet (or the blank generic one): the questions in the order of their version. */
export function answerSheetOf(job: PrintJob, student: PaperStudent | null): AnswerSheetData {
  const { application, exam, plan } = job;
  const several = application.versions > 1;
  const questions = questionsOfVersion(exam.questions, student?.version ?? 0, plan).map((item) => ({
    number: item.number,
    choices: choicesOf(item.question),
  }));
  return {
    examTitle: exam.title,
    schoolName: exam.schoolName,
    subject: exam.subject,
    examCode: exam.examCode,
    className: student?.className ?? null,
    student: student ? { name: student.name, registrationNumber: student.registrationNumber } : null,
    version: student && several ? versionLetter(student.version) : null,
    versionChoices: !student && several ? VERSION_LETTERS.slice(0, application.versions) : [],
    code: student ? student.sheetCode : application.genericSheetCode!,
    questions,
  };
}

const metadataOf = (job: PrintJob, what: string) => ({ title: `${what} — ${job.exam.title}`, date: job.application.createdAt });

/** The answer sheets of the application's students (or of one, or the blank generic sheet) as one PDF. */
export async function answerSheetsPdf(
  job: PrintJob,
  render: RenderHtml,
  choice: { studentId?: string; generic: boolean },
): Promise<Buffer> {
  const students = choice.studentId ? job.students.filter((student) => student.studentId === choice.studentId) : job.students;
  if (choice.studentId && students.length === 0) throw AppError.notFound("Aluno não encontrado nesta aplicação.");
  if (students.length > PAPER_PRINT_LIMITS.answerSheets && !choice.generic) {
    throw AppError.badRequest(`No máximo ${PAPER_PRINT_LIMITS.answerSheets} cartões-resposta por vez: escolha uma turma.`);
  }
  const sheets = choice.generic ? [answerSheetOf(job, null)] : students.map((student) => answerSheetOf(job, student));
  if (sheets.length === 0)
    throw AppError.wrongState("Nenhum aluno nesta aplicação. Cadastre os alunos da turma em Organizações.");
  return printAnswerSheets(sheets, render, metadataOf(job, "Cartões-resposta"));
}

/** The teacher's gabarito of an exam: one page per version, with answer, points and codes. */
export async function answerKeyPdf(
  exam: PrintExam,
  versions: { count: number; plan: VersionPlan; classNames: string[]; date: Date },
  render: RenderHtml,
): Promise<Buffer> {
  const header: AnswerKeyHeader = {
    title: exam.title,
    subject: exam.subject,
    schoolName: exam.schoolName,
    examCode: exam.examCode,
    classNames: versions.classNames,
    versioned: versions.count > 1,
  };
  const keys = Array.from({ length: versions.count }, (_, version) => ({
    letter: versionLetter(version),
    questions: questionsOfVersion(exam.questions, version, versions.plan),
  }));
  const pdf = await render(renderAnswerKeyHtml(header, keys));
  const runs = [{ document: 0, firstPage: 0, pageCount: await pageCountOf(pdf) }];
  return assemblePdf([pdf], runs, { title: `Gabarito — ${exam.title}`, date: versions.date });
}

/** The gabarito of a paper application's versions. */
export function applicationAnswerKeyPdf(job: PrintJob, classNames: string[], render: RenderHtml): Promise<Buffer> {
  const { application, exam, plan } = job;
  return answerKeyPdf(exam, { count: application.versions, plan, classNames, date: application.createdAt }, render);
}

/**
 * The class pack of a paper application: for each student in roster order, their copy of the exam
 * (their version, name and print) followed by their answer sheet, so nothing is sorted by hand.
 */
export async function paperPackPdf(
  job: PrintJob,
  render: RenderHtml,
  imageSource: (path: string) => string,
  columns: 1 | 2,
): Promise<Buffer> {
  const { application, exam, plan, students } = job;
  if (students.length === 0)
    throw AppError.wrongState("Nenhum aluno nesta aplicação. Cadastre os alunos da turma em Organizações.");
  const copies = students.map((student) => {
    const look: PrintLook = { columns, size: student.printSize, highContrast: student.highContrast };
    const identity = {
      studentName: student.name,
      registrationNumber: String(student.rollNumber),
      className: student.className,
      version: student.version,
      versionCount: application.versions,
      date: application.printDate,
    };
    return printedCopy(exam, identity, look, plan);
  });
  const rendered = await renderCopies(copies, render, imageSource);
  const sheets = await printAnswerSheets(
    students.map((student) => answerSheetOf(job, student)),
    render,
    metadataOf(job, "Cartões-resposta"),
  );
  const sheetDocument = rendered.documents.length;
  const runs: PageRun[] = rendered.runs.flatMap((copy, index) => [
    copy,
    { document: sheetDocument, firstPage: index, pageCount: 1 },
  ]);
  return assemblePdf([...rendered.documents, sheets], runs, metadataOf(job, "Pacote da turma"));
}

/** Blank copies of the application's versions (or of one), one each, for the copier: no names, the version on every page. */
export async function versionCopiesPdf(
  job: PrintJob,
  render: RenderHtml,
  imageSource: (path: string) => string,
  choice: { version?: number; look: PrintLook },
): Promise<Buffer> {
  const { application, exam, plan } = job;
  const versions =
    choice.version === undefined ? Array.from({ length: application.versions }, (_, index) => index) : [choice.version];
  if (versions.some((version) => version >= application.versions)) {
    throw AppError.badRequest(`Esta aplicação não tem a versão ${versionLetter(choice.version!)}.`);
  }
  const copies = versions.map((version) =>
    printedCopy(exam, { version, versionCount: application.versions, date: application.printDate }, choice.look, plan),
  );
  const rendered = await renderCopies(copies, render, imageSource);
  return assemblePdf(rendered.documents, rendered.runs, metadataOf(job, "Prova"));
}

/** The class pack of an online application: each student's access-code slip, ten to a page. */
export async function onlinePackPdf(db: Database, job: PrintJob, link: string, render: RenderHtml) {
  const roster = await rosterWithAssignments(db, job.application.id, job.classIds);
  if (roster.length > PAPER_PRINT_LIMITS.answerSheets) {
    throw AppError.badRequest(`No máximo ${PAPER_PRINT_LIMITS.answerSheets} códigos de acesso por vez: escolha uma turma.`);
  }
  if (roster.length === 0)
    throw AppError.wrongState("Nenhum aluno nesta aplicação. Cadastre os alunos da turma em Organizações.");
  const pdf = await render(await renderAccessSlipsHtml(job.exam.title, link, roster));
  const runs = [{ document: 0, firstPage: 0, pageCount: await pageCountOf(pdf) }];
  return assemblePdf([pdf], runs, metadataOf(job, "Códigos de acesso"));
}
