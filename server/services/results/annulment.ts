import type { Database } from "../../db/client";
import { deleteAnnulment, insertAnnulment } from "../../db/queries/attempts";
import type { ExamScope } from "../../db/queries/exams";
import { AppError } from "../../errors";
import { examContent } from "../../db/queries/examContent";
import { findExamOrFail } from "../exams/exams";
import { rescoreExam } from "./rescoring";

/**
 * Annuls a question of an exam (its own or a bank item placed in it), so everyone gets its
 * points, or takes the annulment back; either way the handed-in attempts are scored again.
 */
export async function setAnnulment(
  db: Database,
  scope: ExamScope,
  actor: { id: string },
  ids: { examId: string; questionId: string },
  annulled: boolean,
): Promise<{ annulled: boolean; changedAttempts: number }> {
  await findExamOrFail(db, scope, ids.examId);
  const content = await examContent(db, ids.examId);
  if (!content.some((question) => question.id === ids.questionId)) throw AppError.notFound("Esta questão não está na prova.");
  if (annulled) await insertAnnulment(db, ids.examId, ids.questionId, actor.id);
  else await deleteAnnulment(db, ids.examId, ids.questionId);
  return { annulled, changedAttempts: await rescoreExam(db, ids.examId) };
}
