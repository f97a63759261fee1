import { gradeOf, gradeScaleOf } from "../../../shared/grades";
import type { AnswerValues } from "../../../shared/schemas/applications";
import type { Database } from "../../db/client";
import { findApplication, type ApplicationRow } from "../../db/queries/applications";
import { annulledQuestionIds, answersOf, findAttempt, saveAnswersIfOpen, type AttemptRow } from "../../db/queries/attempts";
import { findExamSummary } from "../../db/queries/exams";
import { listClasses } from "../../db/queries/organizations";
import { AppError } from "../../errors";
import { ANSWER_GRACE_MS, finishReasonFor, pastGrace } from "../applications/clock";
import { questionsForStudent } from "./content";
import { withImageLinks } from "./images";
import { submitAttempt } from "./scoring";
import { examContent } from "../../db/queries/examContent";
import { examHeadingForStudents } from "../online/examDelivery";
import { scoreAttempt, scoringQuestions } from "../results/scoring";

export const ATTEMPT_NOT_FOUND = "Prova não encontrada. Entre novamente com o código da prova.";
export const ATTEMPT_SUBMITTED = "Esta prova já foi entregue. As respostas não podem mais ser alteradas.";
export const ANSWER_TOO_LATE = "O tempo desta prova terminou e esta resposta chegou depois do prazo, por isso não foi salva.";
const ANSWER_NOT_IN_EXAM = "Resposta inválida: a questão ou a alternativa não pertence a esta prova.";
const ANSWER_MISFIT = "Resposta inválida: ela não corresponde ao tipo da questão ou aos itens que a questão tem.";

async function attemptOrFail(db: Database, id: string): Promise<AttemptRow> {
  const attempt = await findAttempt(db, id);
  if (!attempt) throw AppError.notFound(ATTEMPT_NOT_FOUND);
  return attempt;
}

/** The application of an attempt; it exists while the attempt does (cascade). */
async function applicationOf(db: Database, attempt: AttemptRow): Promise<ApplicationRow> {
  return (await findApplication(db, attempt.applicationId))!;
}

/** An attempt left open past its deadline and grace period is handed in before anyone reads it. */
async function settled(db: Database, attempt: AttemptRow, application: ApplicationRow, now: Date): Promise<AttemptRow> {
  if (attempt.status !== "in_progress" || !pastGrace(attempt, now)) return attempt;
  await submitAttempt(db, attempt, application.examId, finishReasonFor(attempt, application), attempt.deadlineAt);
  return attemptOrFail(db, attempt.id);
}

/**
 * Everything the student page shows of an attempt; never which option is correct. Its images are
 * linked for this attempt (`secret` signs the links; see attemptImages.ts).
 */
export async function attemptView(db: Database, attemptId: string, secret: string, now = new Date()) {
  const found = await attemptOrFail(db, attemptId);
  const application = await applicationOf(db, found);
  const attempt = await settled(db, found, application, now);
  const [exam, questions, answers, annulled, classRows] = await Promise.all([
    findExamSummary(db, {}, application.examId),
    examContent(db, application.examId),
    answersOf(db, attempt.id),
    annulledQuestionIds(db, application.examId),
    attempt.classId ? listClasses(db, { id: attempt.classId }) : Promise.resolve([]),
  ]);
  if (!exam) throw AppError.notFound(ATTEMPT_NOT_FOUND);
  const questionsShown = questionsForStudent(questions, attempt);
  // An attempt by name is anyone's to make: its score before the application closes would let a few
  // throwaway attempts read the key.
  const closed = application.status === "closed" || application.endsAt <= now;
  const showResult = attempt.status === "submitted" && application.showScore && (attempt.studentId !== null || closed);
  const scored = showResult ? scoreAttempt(scoringQuestions(questions, annulled), attempt, answers) : undefined;
  const scale = gradeScaleOf(exam);
  return {
    attempt,
    className: classRows[0]?.name ?? null,
    answers,
    /** Only when the student may see it. */
    score: scored ? { ...scored, grade: gradeOf(scored.score, scored.maxScore, scale), maxGrade: scale.maxGrade } : null,
    exam: withImageLinks({ ...examHeadingForStudents(exam), questions: questionsShown }, attempt.id, secret),
    now,
  };
}

export type AttemptOfStudent = Awaited<ReturnType<typeof attemptView>>;

/**
 * Saves answers and returns only once they are committed: the student page shows `Salvo` on this
 * reply and nothing earlier. Each answer must name a question of this attempt and, for a choice,
 * one of that question's options. Late answers (past the deadline and the grace period) are
 * refused and the attempt is handed in with what it had. One statement checks and writes
 * (saveAnswersIfOpen).
 */
export async function saveAnswers(db: Database, attemptId: string, answers: AnswerValues[], now = new Date()) {
  const outcome = await saveAnswersIfOpen(db, attemptId, answers, now, ANSWER_GRACE_MS);
  if (!outcome) throw AppError.notFound(ATTEMPT_NOT_FOUND);
  if (outcome.refusal === "submitted") throw AppError.wrongState(ATTEMPT_SUBMITTED);
  if (outcome.refusal === "foreign") throw AppError.badRequest(ANSWER_NOT_IN_EXAM);
  if (outcome.refusal === "misfit") throw AppError.badRequest(ANSWER_MISFIT);
  if (outcome.refusal === "late") {
    const attempt = await attemptOrFail(db, attemptId);
    await settled(db, attempt, await applicationOf(db, attempt), now);
    throw AppError.wrongState(ANSWER_TOO_LATE);
  }
  return { saved: answers, attempt: outcome, now };
}

/**
 * Hands the attempt in with any last answers. Handing in twice is harmless: the second call
 * returns the attempt as the first left it.
 */
export async function finishAttempt(
  db: Database,
  attemptId: string,
  answers: AnswerValues[],
  secret: string,
  now = new Date(),
): Promise<AttemptOfStudent> {
  const attempt = await attemptOrFail(db, attemptId);
  if (attempt.status === "submitted") return attemptView(db, attemptId, secret, now);
  if (answers.length > 0) await saveAnswers(db, attemptId, answers, now);
  const application = await applicationOf(db, attempt);
  const reason = now >= attempt.deadlineAt ? finishReasonFor(attempt, application) : "student";
  await submitAttempt(db, attempt, application.examId, reason, reason === "student" ? now : attempt.deadlineAt);
  return attemptView(db, attemptId, secret, now);
}

export type SavedAnswers = Awaited<ReturnType<typeof saveAnswers>>;
