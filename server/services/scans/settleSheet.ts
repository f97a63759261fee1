import { OPTION_LETTERS, type ScanSheetStatus } from "../../../shared/constants";
import type { ScanSheetUpdate } from "../../../shared/schemas/scans";
import type { ScanAnswer } from "../../../shared/types/scans";
import type { Database } from "../../db/client";
import type { ExamScope } from "../../db/queries/exams";
import { rosterWithAssignments } from "../../db/queries/paperAssignments";
import * as queries from "../../db/queries/scans";
import { AppError } from "../../errors";
import { findApplicationOrFail } from "../applications/applications";
import { countSheet } from "./countSheet";
import { duplicateMessage } from "./readPage";
import { applicationSheets, bubbleCounts } from "./sheetLayout";
import { SHEET_NOT_FOUND, sheetVisible } from "./scanBatches";

/**
 * The teacher settles a sheet that was not clear (docs/product.md#24-reading-answer-sheets): sets
 * each doubtful question, names the student of an unidentified sheet, or lets a second sheet of a
 * student replace the first. Once nothing is left in doubt, the sheet is counted as the student's
 * attempt, in the same transaction; a sheet already counted is not changed.
 */

export const ALREADY_COUNTED = "Este cartão já foi contado nos resultados.";
export const NOT_ON_ROSTER = "Este aluno não é de uma turma desta aplicação.";
export const VERSION_NEEDED = "Escolha a versão (tipo) deste cartão.";
export const WRONG_QUESTION = "Este cartão não tem essa questão para marcar.";
export const SET_ASIDE = "Este cartão foi posto de lado (substituído ou descartado) e não pode mais ser contado.";
export const DISCARDED = "Descartado pelo professor: não conta nos resultados.";

function settledAnswers(answers: ScanAnswer[], update: ScanSheetUpdate["answers"], bubbled: Map<number, number>): ScanAnswer[] {
  const settled = new Map(answers.map((answer) => [answer.questionNumber, answer]));
  for (const { questionNumber, choice } of update ?? []) {
    const choices = bubbled.get(questionNumber);
    if (!choices) throw AppError.badRequest(WRONG_QUESTION);
    const letter = OPTION_LETTERS.indexOf(choice as (typeof OPTION_LETTERS)[number]);
    if (letter >= choices) throw AppError.badRequest(`A questão ${questionNumber} tem só ${choices} alternativas.`);
    settled.set(questionNumber, {
      questionNumber,
      read: letter >= 0 ? choice : null,
      state: letter >= 0 ? "one" : choice === "blank" ? "blank" : "multiple",
      confidence: 1,
    });
  }
  return [...settled.values()].sort((a, b) => a.questionNumber - b.questionNumber);
}

export async function settleSheet(db: Database, scope: ExamScope, id: string, update: ScanSheetUpdate) {
  const sheet = await queries.findSheet(db, id);
  if (!sheet) throw AppError.notFound(SHEET_NOT_FOUND);
  const { application, classIds } = await findApplicationOrFail(db, scope, sheet.applicationId).catch(() => {
    throw AppError.notFound(SHEET_NOT_FOUND);
  });
  // A professor of some of the classes settles their students' sheets only (the exam's managers, every sheet).
  const studentClassId = sheet.studentId ? await queries.classOfStudent(db, sheet.studentId) : null;
  if (!sheetVisible(classIds, studentClassId)) throw AppError.notFound(SHEET_NOT_FOUND);
  if (sheet.attemptId) throw AppError.wrongState(ALREADY_COUNTED);
  if (sheet.setAsideAt) throw AppError.wrongState(SET_ASIDE);
  if (sheet.status === "unreadable") throw AppError.wrongState("Esta página não é um cartão-resposta lido: envie-a de novo.");
  const context = await applicationSheets(db, application);
  const settled = async () => ({ sheet: (await queries.findSheet(db, sheet.id))!, bubbles: bubbleCounts(context) });
  if (update.discard) {
    await queries.setSheetAside(db, sheet.id, DISCARDED);
    return settled();
  }
  const roster = await rosterWithAssignments(db, sheet.applicationId, classIds);
  const studentId = update.studentId ?? sheet.studentId;
  const student = studentId ? roster.find((each) => each.studentId === studentId) : undefined;
  if (update.studentId && !student) throw AppError.badRequest(NOT_ON_ROSTER);
  const version = update.version ? "ABCD".indexOf(update.version) : sheet.version;
  if (version === null || version >= context.application.versions) throw AppError.badRequest(VERSION_NEEDED);
  const bubbled = bubbleCounts(context)(version);
  const answers = settledAnswers(sheet.answers, update.answers, bubbled);

  await db.transaction(async (tx) => {
    const earlier = student ? await queries.sheetReadFor(tx, sheet.applicationId, student.studentId, sheet.id) : undefined;
    let status: ScanSheetStatus = answers.some((answer) => answer.state === "doubtful") ? "review" : "ok";
    let message: string | null = null;
    if (!student) {
      status = "unidentified";
      message = sheet.message;
    } else if (earlier && !update.replaceEarlier) {
      status = "duplicate";
      message = duplicateMessage(student.name);
    }
    if (status === "ok" && earlier)
      await queries.replaceSheetOf(tx, earlier.id, `Substituído pelo cartão da página ${sheet.page}.`);
    await queries.updateSheet(tx, sheet.id, { status, message, studentId: student?.studentId ?? null, version, answers });
    if (status === "ok" && student) {
      const attemptId = await countSheet(tx, context, { studentId: student.studentId, version, answers }, student);
      if (!attemptId) throw AppError.conflict(`${student.name} já tem um resultado nesta aplicação.`);
      await queries.setSheetAttempt(tx, sheet.id, attemptId);
    }
  });
  return settled();
}
