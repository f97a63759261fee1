import type { Database } from "../../db/client";
import type { ExamScope } from "../../db/queries/exams";
import { annulledQuestionIds, answersOfApplication, attemptsWithProgress, type AnswerRow } from "../../db/queries/attempts";
import { examContent } from "../../db/queries/examContent";
import { findApplicationOrFail } from "../applications/applications";
import { scoreAttempt, scoringQuestions } from "./scoring";

/**
 * Everything the results of one application are computed from, read in a fixed number of queries:
 * the exam's questions (in the exam's order) with the key and annulments, every attempt with its
 * class and answers, and each attempt scored against the current key.
 */
export async function loadApplicationData(db: Database, scope: ExamScope, applicationId: string, now = new Date()) {
  const { application, exam, classIds } = await findApplicationOrFail(db, scope, applicationId);
  const [content, annulled, allAttempts, answers] = await Promise.all([
    examContent(db, application.examId),
    annulledQuestionIds(db, application.examId),
    attemptsWithProgress(db, applicationId),
    answersOfApplication(db, applicationId),
  ]);
  // A professor of one class of the application sees that class's students only.
  const attempts = classIds
    ? allAttempts.filter((row) => row.attempt.classId && classIds.includes(row.attempt.classId))
    : allAttempts;
  const questions = scoringQuestions(content, annulled);
  const answersByAttempt = new Map<string, AnswerRow[]>();
  for (const answer of answers) {
    const list = answersByAttempt.get(answer.attemptId);
    if (list) list.push(answer);
    else answersByAttempt.set(answer.attemptId, [answer]);
  }
  const scored = attempts.map((row) => {
    const attemptAnswers = answersByAttempt.get(row.attempt.id) ?? [];
    const state =
      row.attempt.status === "submitted"
        ? ("submitted" as const)
        : now >= row.attempt.deadlineAt
          ? ("time_up" as const)
          : ("in_progress" as const);
    return {
      ...row,
      state,
      answers: attemptAnswers,
      score: scoreAttempt(questions, row.attempt, attemptAnswers),
    };
  });
  return { application, exam, content, questions, annulled: new Set(annulled), attempts: scored };
}

export type ApplicationData = Awaited<ReturnType<typeof loadApplicationData>>;
