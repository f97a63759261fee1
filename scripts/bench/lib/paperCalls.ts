import { PDFDocument } from "pdf-lib";
import type { ExamApplication } from "../../../shared/types/applications";
import { classOfStudents, ok } from "../../../tests/support/onlineClass";
import { fetchPdf, timed, twentyQuestions } from "./fileCalls";
import type { ReportRow } from "./report";

const PACK_STUDENTS = 40;
const SHEET_STUDENTS = 200;
const TARGET_S = 10;

/** A paper application of the 20-question exam to a new class of `size`, in two versions with both shuffles. */
export async function paperApplication(base: string, token: string, size: number) {
  const { school, level, schoolClass } = await classOfStudents(base, token, size);
  const exam = await ok<{ id: string }>(base, "/api/exams", {
    token,
    body: {
      title: `Simulado em papel ${size}`,
      subject: "Ciências",
      schoolId: school.id,
      gradeLevelId: level.id,
      questions: twentyQuestions(),
    },
  });
  await ok(base, `/api/exams/${exam.id}/publish`, { token, method: "POST" });
  const application = await ok<ExamApplication>(base, `/api/exams/${exam.id}/applications`, {
    token,
    body: { classIds: [schoolClass.id], mode: "paper", versions: 2, shuffleQuestions: true, shuffleOptions: true },
  });
  // One student in large print, as a class usually has: a copy of its own look, rendered apart.
  const first = application.students![0];
  await ok(base, `/api/applications/${application.id}/students/${first.studentId}`, {
    token,
    method: "PATCH",
    body: { printSize: "large" },
  });
  return application;
}

const row = (name: string, seconds: number, bytes: number, pages: string): ReportRow => ({
  name,
  app: `${seconds.toFixed(2)} s · ${pages} · ${(bytes / 1024).toFixed(0)} KB`,
  ratio: `${((100 * seconds) / TARGET_S).toFixed(0)} % da meta`,
  target: `< ${TARGET_S} s`,
  met: seconds < TARGET_S,
});

/**
 * The paper prints (docs/product.md#23-paper-exams): the class pack of 40 students × 20 questions in
 * two versions with one large-print copy, and the answer sheets of a 200-student application.
 */
export async function measurePaperPrints(base: string, token: string): Promise<ReportRow[]> {
  const headers = { authorization: `Bearer ${token}` };
  const pdf = (path: string) => fetchPdf(`${base}${path}`, { headers });
  const pack = await paperApplication(base, token, PACK_STUDENTS);
  const sheets = await paperApplication(base, token, SHEET_STUDENTS);
  await pdf(`/api/applications/${pack.id}/answer-sheets.pdf?generic=1`); // starts and warms the browser

  const packed = await timed(() => pdf(`/api/applications/${pack.id}/print-pack.pdf`));
  const answerSheets = await timed(() => pdf(`/api/applications/${sheets.id}/answer-sheets.pdf`));
  const pages = async (bytes: Buffer) => `${(await PDFDocument.load(bytes)).getPageCount()} páginas`;
  return [
    row(
      `Pacote da turma (${PACK_STUDENTS} alunos × 20 questões, 2 versões, 1 ampliada, com cartões)`,
      packed.seconds,
      packed.value.length,
      await pages(packed.value),
    ),
    row(
      `Cartões-resposta de ${SHEET_STUDENTS} alunos`,
      answerSheets.seconds,
      answerSheets.value.length,
      await pages(answerSheets.value),
    ),
  ];
}
