import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import * as links from "../../db/queries/examQuestionLinks";
import { findExamRow, type ExamScope } from "../../db/queries/exams";
import { bankItemsByIds, type BankViewer } from "../../db/queries/questionBank";
import { questionBankPolicy } from "../../policies/questionBank";
import { AppError } from "../../errors";
import { changed } from "../cache/changes";
import { assertQuestionsMayBeAddedOrRemoved } from "./applied";
import { EXAM_NOT_FOUND } from "./exams";

async function visibleExam(db: Database, scope: ExamScope, examId: string) {
  if (!(await findExamRow(db, scope, examId))) throw AppError.notFound(EXAM_NOT_FOUND);
}

/** The bank questions placed in an exam, each with its item and options, in the exam's order: two queries in all. */
export async function listLinks(db: Database, scope: ExamScope, examId: string) {
  await visibleExam(db, scope, examId);
  const rows = await links.linksOf(db, [examId]);
  const items = new Map(
    (await bankItemsByIds(db, [...new Set(rows.map((row) => row.questionId))])).map((item) => [item.id, item]),
  );
  return rows.map((row) => ({ ...row, question: items.get(row.questionId)! }));
}

/** Places a bank item in an exam; its points default to the item's own (the picker's rule). */
export async function linkQuestion(
  db: Database,
  scope: ExamScope,
  viewer: BankViewer,
  examId: string,
  values: { questionId: string; questionOrder: number; points?: number },
) {
  await visibleExam(db, scope, examId);
  await assertQuestionsMayBeAddedOrRemoved(db, examId);
  const [item] = await bankItemsByIds(db, [values.questionId]);
  // Only an item the caller reads may be placed: a private one of a colleague is "not found".
  if (!item || !questionBankPolicy.read(viewer, item))
    throw AppError.badRequest("Questão do banco não encontrada.", { questionId: "Questão do banco não encontrada." });
  try {
    const link = await links.insertLink(db, {
      examId,
      questionId: values.questionId,
      questionOrder: values.questionOrder,
      points: values.points ?? item.points ?? 1,
    });
    changed("exams");
    return link;
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.badRequest("Esta questão já está na prova.");
    throw error;
  }
}

export async function unlinkQuestion(db: Database, scope: ExamScope, examId: string, questionId: string) {
  await visibleExam(db, scope, examId);
  await assertQuestionsMayBeAddedOrRemoved(db, examId);
  if (!(await links.deleteLink(db, examId, questionId))) throw AppError.notFound("Esta questão não está na prova.");
  changed("exams");
}

export async function reorderLink(db: Database, scope: ExamScope, examId: string, questionId: string, questionOrder: number) {
  await visibleExam(db, scope, examId);
  const row = await links.updateLinkOrder(db, examId, questionId, questionOrder);
  if (!row) throw AppError.notFound("Esta questão não está na prova.");
  changed("exams");
  return row;
}
