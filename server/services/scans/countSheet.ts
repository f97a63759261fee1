import { OPTION_LETTERS } from "../../../shared/constants";
import type { ScanAnswer } from "../../../shared/types/scans";
import type { Database } from "../../db/client";
import { insertAttempt, upsertAnswers } from "../../db/queries/attempts";
import { submitAttempt } from "../attempts/scoring";
import { questionsOfVersion } from "../paper/versions";
import type { ApplicationSheets } from "./sheetLayout";

/**
 * A sheet read clear becomes its student's attempt (`source: "paper"`), in the same results,
 * item analysis and reports as the online ones (docs/product.md#24-reading-answer-sheets). The
 * attempt keeps the version's order of questions and options, so the letter marked on the sheet
 * is mapped through that version to the original question and option; a question with several
 * marks or none gets no answer (no points). Essays wait for the teacher's grade.
 */
export async function countSheet(
  db: Database,
  { application, exam, plan }: ApplicationSheets,
  sheet: { studentId: string; version: number; answers: ScanAnswer[] },
  student: { name: string; classId: string },
  now = new Date(),
): Promise<string | null> {
  const versioned = questionsOfVersion(exam.questions, sheet.version, plan);
  const attempt = await insertAttempt(db, {
    applicationId: application.id,
    studentId: sheet.studentId,
    classId: student.classId,
    studentName: student.name,
    status: "in_progress",
    source: "paper",
    startedAt: now,
    deadlineAt: now,
    questionOrder: versioned.map((item) => item.question.id),
    optionOrder: Object.fromEntries(versioned.map((item) => [item.question.id, item.options.map((option) => option.id)])),
  });
  // A student already counted (a sheet confirmed elsewhere meanwhile) keeps the attempt they have.
  if (!attempt) return null;
  const answers = sheet.answers.flatMap(({ questionNumber, read, state }) => {
    const item = versioned[questionNumber - 1];
    const option =
      state === "one" && read ? item?.options[OPTION_LETTERS.indexOf(read as (typeof OPTION_LETTERS)[number])] : undefined;
    return item && option
      ? [{ questionId: item.question.id, selectedOptionId: option.id, textAnswer: null, response: null, revision: 1 }]
      : [];
  });
  await upsertAnswers(db, attempt.id, answers, now);
  await submitAttempt(db, attempt, application.examId, "student", now);
  return attempt.id;
}
