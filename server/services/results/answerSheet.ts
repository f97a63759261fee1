import type { AnswerSheet, AnswerSheetItem } from "../../../shared/types/results";
import type { Database } from "../../db/client";
import type { ExamScope } from "../../db/queries/exams";
import { scanOfAttempt } from "../../db/queries/scans";
import { AppError } from "../../errors";
import { loadApplicationData, type ApplicationData } from "./applicationData";
import { gradeScaleOf } from "../../../shared/grades";
import { resultRow } from "./results";
import type { QuestionType } from "../../../shared/constants";
import { keyText, responseText } from "../../../shared/questionTypes/keyText";
import type { QuestionResponse } from "../../../shared/questionTypes/response";
import { hasSpec, typedSpec, type AnswerSpec } from "../../../shared/questionTypes/spec";

export const ATTEMPT_NOT_FOUND = "Prova do aluno não encontrada.";

export function attemptOf(data: ApplicationData, attemptId: string) {
  const found = data.attempts.find((row) => row.attempt.id === attemptId);
  if (!found) throw AppError.notFound(ATTEMPT_NOT_FOUND);
  return found;
}

/** One student's answer sheet, with the hand-in as a date. */
export type AnswerSheetOfAttempt = Omit<AnswerSheet, "submittedAt"> & { submittedAt: Date | null };

/** A question with a spec: its key and what was given, as the sheet shows them. */
function specInWords(question: { questionType: QuestionType; answerSpec: AnswerSpec | null }, response: QuestionResponse | null) {
  if (!hasSpec(question.questionType) || !question.answerSpec)
    return { answerSpec: null, response: null, keyText: null, responseText: null };
  const typed = typedSpec(question.questionType, question.answerSpec);
  return { answerSpec: question.answerSpec, response, keyText: keyText(typed), responseText: responseText(typed, response) };
}

/** One student's answers beside the key, in the exam's order whatever order the student saw. */
export function buildAnswerSheet(data: ApplicationData, attemptId: string): AnswerSheetOfAttempt {
  const scored = attemptOf(data, attemptId);
  const given = new Set(scored.attempt.questionOrder);
  const answerOf = new Map(scored.answers.map((answer) => [answer.questionId, answer]));
  const scoreOf = new Map(scored.score.answers.map((answer) => [answer.questionId, answer]));
  const items: AnswerSheetItem[] = data.content.flatMap((question, index) => {
    if (!given.has(question.id)) return [];
    const answer = answerOf.get(question.id);
    const result = scoreOf.get(question.id)!;
    return [
      {
        questionId: question.id,
        number: index + 1,
        questionType: question.questionType,
        questionText: question.questionText,
        points: question.points,
        annulled: data.annulled.has(question.id),
        options: question.options.map(({ id, optionLetter, optionText, isCorrect }) => ({
          id,
          optionLetter,
          optionText,
          isCorrect,
        })),
        selectedOptionId: answer?.selectedOptionId ?? null,
        textAnswer: answer?.textAnswer ?? null,
        ...specInWords(question, answer?.response ?? null),
        outcome: result.outcome,
        score: result.score,
        comment: answer?.comment ?? null,
      },
    ];
  });
  const row = resultRow(scored, gradeScaleOf(data.exam));
  return {
    attemptId,
    applicationId: data.application.id,
    studentName: row.studentName,
    className: row.className,
    state: row.state,
    score: row.score,
    maxScore: row.maxScore,
    percentage: row.percentage,
    grade: row.grade,
    submittedAt: row.submittedAt,
    timeTakenSeconds: row.timeTakenSeconds,
    pendingEssays: row.pendingEssays,
    source: scored.attempt.source,
    scanImageUrl: null,
    items,
  };
}

/** One student's answer sheet; a paper one links to the picture of the sheet it was read from, while it is kept. */
export async function answerSheet(db: Database, scope: ExamScope, applicationId: string, attemptId: string) {
  const sheet = buildAnswerSheet(await loadApplicationData(db, scope, applicationId), attemptId);
  if (sheet.source !== "paper") return sheet;
  const scan = await scanOfAttempt(db, attemptId);
  return { ...sheet, scanImageUrl: scan?.imageId ? `/api/scan-sheets/${scan.id}/image` : null };
}
