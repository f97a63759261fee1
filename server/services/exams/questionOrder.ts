import type { QuestionOrderValues } from "../../../shared/schemas/examQuestionOrder";
import type { Database } from "../../db/client";
import { questionIdsOf, writeQuestionOrder, type Placement } from "../../db/queries/examQuestionOrder";
import { findExamRow, type ExamScope } from "../../db/queries/exams";
import { AppError } from "../../errors";
import { changed } from "../cache/changes";
import { EXAM_NOT_FOUND } from "./exams";

const NOT_THE_EXAMS_QUESTIONS = "A lista não corresponde às questões atuais da prova. Recarregue a página e tente novamente.";

const sameIds = (wanted: string[], current: string[]) =>
  wanted.length === current.length && new Set(wanted).size === wanted.length && current.every((id) => wanted.includes(id));

/**
 * Puts the exam's questions, own and from the bank, in the order given, numbered 1..n. The list
 * must be exactly the exam's questions as they are now: one added or removed meanwhile (another
 * tab) would otherwise be left without a place. Attempts already started keep the order they fixed
 * when they began, so an applied exam may be reordered too.
 */
export async function setQuestionOrder(db: Database, scope: ExamScope, examId: string, values: QuestionOrderValues) {
  if (!(await findExamRow(db, scope, examId))) throw AppError.notFound(EXAM_NOT_FOUND);
  await db.transaction(async (tx) => {
    const current = await questionIdsOf(tx, examId);
    const own: Placement[] = [];
    const fromBank: Placement[] = [];
    values.items.forEach((item, index) => (item.source === "exam" ? own : fromBank).push({ id: item.id, position: index + 1 }));
    const ids = (placements: Placement[]) => placements.map((placement) => placement.id);
    if (!sameIds(ids(own), current.own) || !sameIds(ids(fromBank), current.fromBank)) {
      throw AppError.badRequest(NOT_THE_EXAMS_QUESTIONS, { items: NOT_THE_EXAMS_QUESTIONS });
    }
    await writeQuestionOrder(tx, examId, { own, fromBank });
  });
  changed("exams");
}
