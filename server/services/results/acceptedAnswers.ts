import type { Database } from "../../db/client";
import { examContent } from "../../db/queries/examContent";
import type { ExamScope } from "../../db/queries/exams";
import { AppError } from "../../errors";
import { isAccepted } from "../../../shared/questionTypes/shortAnswer";
import { SPEC_LIMITS, SPEC_MESSAGES, type AnswerSpecOf } from "../../../shared/questionTypes/spec";
import type { AuditActor } from "../audit/record";
import { findExamOrFail } from "../exams/exams";
import { updateQuestion } from "../exams/questions";

const ONLY_SHORT_ANSWERS = "Só as questões de resposta curta têm respostas aceitas.";
const FROM_THE_BANK = "Esta questão é do banco de questões: aceite a resposta editando a questão no banco.";

/**
 * 'Aceitar para todos que deram esta resposta' (docs/product.md#133-essay-grading): a short answer
 * the rule refused becomes one of the question's accepted answers, so every student who gave it
 * (and any who gives it later) is scored right. It is a change of the key: recorded in the audit
 * log, and the handed-in attempts are re-scored (updateQuestion).
 */
export async function acceptAnswer(
  db: Database,
  scope: ExamScope,
  actor: AuditActor,
  ids: { examId: string; questionId: string },
  answer: string,
): Promise<{ accepted: string[]; rescoredAttempts: number }> {
  await findExamOrFail(db, scope, ids.examId);
  const question = (await examContent(db, ids.examId)).find((candidate) => candidate.id === ids.questionId);
  if (!question) throw AppError.notFound("Esta questão não está na prova.");
  if (question.questionType !== "short_answer" || !question.answerSpec) throw AppError.badRequest(ONLY_SHORT_ANSWERS);
  if (question.source === "bank") throw AppError.badRequest(FROM_THE_BANK);
  const spec = question.answerSpec as AnswerSpecOf<"short_answer">;
  if (isAccepted(answer, spec.accepted, spec.exact)) return { accepted: spec.accepted, rescoredAttempts: 0 };
  const accepted = [...spec.accepted, answer.trim()];
  if (accepted.length > SPEC_LIMITS.short_answer.max) throw AppError.badRequest(SPEC_MESSAGES.acceptedCount);
  const updated = await updateQuestion(db, scope, actor, ids.questionId, { answerSpec: { ...spec, accepted } });
  return { accepted, rescoredAttempts: updated.rescoredAttempts };
}
