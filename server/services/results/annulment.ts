import type { Database } from "../../db/client";
import { deleteAnnulment, insertAnnulment } from "../../db/queries/attempts";
import type { ExamScope } from "../../db/queries/exams";
import { AppError } from "../../errors";
import { examContent } from "../../db/queries/examContent";
import { recordAudit, type AuditActor } from "../audit/record";
import { findExamOrFail } from "../exams/exams";
import { rescoreExam } from "./rescoring";

/**
 * Annuls a question of an exam (its own or a bank item placed in it), so everyone gets its
 * points, or takes the annulment back; either way the handed-in attempts are scored again. A
 * change (not a repeat of the current state) goes to the audit log with the annulment itself.
 */
export async function setAnnulment(
  db: Database,
  scope: ExamScope,
  actor: AuditActor,
  ids: { examId: string; questionId: string },
  annulled: boolean,
): Promise<{ annulled: boolean; changedAttempts: number }> {
  const exam = await findExamOrFail(db, scope, ids.examId);
  const content = await examContent(db, ids.examId);
  const number = content.findIndex((question) => question.id === ids.questionId) + 1;
  if (number === 0) throw AppError.notFound("Esta questão não está na prova.");
  await db.transaction(async (tx) => {
    const toggled = annulled
      ? await insertAnnulment(tx, ids.examId, ids.questionId, actor.id)
      : await deleteAnnulment(tx, ids.examId, ids.questionId);
    if (!toggled) return;
    const question = `questão ${number} da prova "${exam.title}"`;
    await recordAudit(tx, actor, {
      action: annulled ? "question_annulled" : "question_annulment_undone",
      entityType: "question",
      entityId: ids.questionId,
      schoolId: exam.schoolId,
      summary: annulled ? `Anulada a ${question}.` : `Desfeita a anulação da ${question}.`,
      before: { annulled: !annulled },
      after: { annulled },
    });
  });
  return { annulled, changedAttempts: await rescoreExam(db, ids.examId) };
}
