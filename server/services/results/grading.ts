import { formatDecimal } from "../../../shared/numbers";
import { gradeMessage, type EssayGradeValues } from "../../../shared/schemas/results";
import type { EssayGradingList, EssayToGrade } from "../../../shared/types/results";
import type { Database } from "../../db/client";
import { saveEssayGrade } from "../../db/queries/attempts";
import type { ExamScope } from "../../db/queries/exams";
import { AppError } from "../../errors";
import { loadApplicationData } from "./applicationData";
import { answerSheet, attemptOf } from "./answerSheet";
import { byStudentName } from "./results";
import { rescoreAttempt } from "./rescoring";
import { recordAudit, type AuditActor } from "../audit/record";

const isWritten = (questionType: string) => questionType === "essay" || questionType === "short_answer";

/** The written answers of the handed-in attempts, per student then question, with how many wait. */
export async function essaysToGrade(db: Database, scope: ExamScope, applicationId: string): Promise<EssayGradingList> {
  const data = await loadApplicationData(db, scope, applicationId);
  const written = data.content
    .map((question, index) => ({ question, number: index + 1 }))
    .filter(({ question }) => isWritten(question.questionType));
  const handedIn = data.attempts.filter((row) => row.state === "submitted");
  const answers: Array<EssayToGrade & { number: number }> = [];
  for (const row of handedIn) {
    const scoreOf = new Map(row.score.answers.map((answer) => [answer.questionId, answer]));
    for (const { question, number } of written) {
      const scored = scoreOf.get(question.id);
      if (!scored) continue;
      const answer = row.answers.find((candidate) => candidate.questionId === question.id);
      answers.push({
        attemptId: row.attempt.id,
        studentName: row.attempt.studentName,
        className: row.className,
        questionId: question.id,
        textAnswer: answer?.textAnswer ?? null,
        onPaper: row.attempt.source === "paper",
        score: answer?.essayScore ?? null,
        comment: answer?.comment ?? null,
        number,
        outcome: scored.outcome,
      });
    }
  }
  answers.sort((a, b) => byStudentName(a, b) || a.number - b.number);
  return {
    questions: written.map(({ question, number }) => {
      const ofQuestion = answers.filter((answer) => answer.questionId === question.id);
      return {
        questionId: question.id,
        number,
        questionType: question.questionType,
        source: question.source,
        questionText: question.questionText,
        expectedAnswer: question.expectedAnswer,
        acceptedAnswers: (question.answerSpec as { accepted?: string[] } | null)?.accepted ?? [],
        points: question.points,
        pending: ofQuestion.filter((answer) => answer.outcome === "pending").length,
        graded: ofQuestion.filter((answer) => answer.score !== null).length,
      };
    }),
    answers: answers.map(({ number: _number, ...answer }) => answer),
  };
}

const shownScore = (score: number | null) => (score === null ? "sem nota" : formatDecimal(score));

/**
 * The teacher's score for one written answer (blank ones too), then the attempt's score again. A
 * new score goes to the audit log with the one before (not the comment: it may name the student).
 */
export async function gradeEssay(
  db: Database,
  scope: ExamScope,
  grader: AuditActor,
  ids: { applicationId: string; attemptId: string; questionId: string },
  values: EssayGradeValues,
) {
  const data = await loadApplicationData(db, scope, ids.applicationId);
  const scored = attemptOf(data, ids.attemptId);
  const number = data.content.findIndex((candidate) => candidate.id === ids.questionId) + 1;
  const question = data.content[number - 1];
  if (!question || !scored.attempt.questionOrder.includes(question.id)) throw AppError.notFound("Questão não encontrada.");
  if (!isWritten(question.questionType)) throw AppError.badRequest("Só questões dissertativas recebem nota do professor.");
  if (scored.state !== "submitted") throw AppError.wrongState("Só é possível corrigir provas entregues.");
  if (values.score > question.points) {
    const message = gradeMessage(question.points);
    throw AppError.badRequest(message, { score: message });
  }
  const before = scored.answers.find((answer) => answer.questionId === question.id)?.essayScore ?? null;
  await db.transaction(async (tx) => {
    await saveEssayGrade(tx, ids.attemptId, ids.questionId, {
      essayScore: values.score,
      comment: values.comment,
      gradedAt: new Date(),
      gradedById: grader.id,
    });
    if (before === values.score) return;
    await recordAudit(tx, grader, {
      action: "essay_graded",
      entityType: "attempt",
      entityId: ids.attemptId,
      schoolId: data.exam.schoolId,
      summary: `Nota da questão ${number} da prova "${data.exam.title}": ${shownScore(before)} → ${shownScore(values.score)}.`,
      before: { questionId: question.id, score: before },
      after: { questionId: question.id, score: values.score },
    });
  });
  await rescoreAttempt(db, data.exam.id, ids.attemptId);
  return answerSheet(db, scope, ids.applicationId, ids.attemptId);
}
