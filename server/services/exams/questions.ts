import type { z } from "zod";
import type { optionCreateSchema, QuestionUpdateValues, QuestionValues } from "../../../shared/schemas/exams";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import * as queries from "../../db/queries/examQuestions";
import { findExamRow, type ExamScope } from "../../db/queries/exams";
import { AppError } from "../../errors";
import { changed } from "../cache/changes";
import { assertQuestionShapeKept, assertQuestionsMayBeAddedOrRemoved } from "./applied";
import { EXAM_NOT_FOUND, questionForStorage, questionsForStorage } from "./exams";
import { rescoreExam } from "../results/rescoring";
import { expectedAnswerForStorage, sanitizeRichText } from "../common/sanitize";

const QUESTION_NOT_FOUND = "Questão não encontrada.";

async function visibleExam(db: Database, scope: ExamScope, examId: string) {
  const exam = await findExamRow(db, scope, examId);
  if (!exam) throw AppError.notFound(EXAM_NOT_FOUND);
  return exam;
}

/** A question is visible when its exam is. */
async function visibleQuestion(db: Database, scope: ExamScope, questionId: string) {
  const question = await queries.findQuestion(db, questionId);
  if (!question || !(await findExamRow(db, scope, question.examId))) throw AppError.notFound(QUESTION_NOT_FOUND);
  return question;
}

export async function listQuestions(db: Database, scope: ExamScope, examId: string) {
  await visibleExam(db, scope, examId);
  return queries.listQuestionsWithOptions(db, [examId]);
}

async function questionWithOptions(db: Database, questionId: string) {
  const question = await queries.findQuestion(db, questionId);
  return { ...question!, options: await queries.optionsOf(db, [questionId]) };
}

/** A new question goes after the last one. */
export async function addQuestion(db: Database, scope: ExamScope, examId: string, values: QuestionValues) {
  await visibleExam(db, scope, examId);
  await assertQuestionsMayBeAddedOrRemoved(db, examId);
  const id = await db.transaction(async (tx) => {
    const order = (await queries.maxQuestionOrder(tx, examId)) + 1;
    const [row] = await queries.insertQuestions(tx, examId, [questionForStorage(values, order)]);
    return row.id;
  });
  changed("exams");
  return questionWithOptions(db, id);
}

/** Several questions after the last one, all added or none (the CSV import into an exam). */
export async function addQuestions(db: Database, scope: ExamScope, examId: string, questions: QuestionValues[]) {
  await visibleExam(db, scope, examId);
  await assertQuestionsMayBeAddedOrRemoved(db, examId);
  const stored = await questionsForStorage(questions, 1);
  const ids = await db.transaction(async (tx) => {
    const last = await queries.maxQuestionOrder(tx, examId);
    const rows = await queries.insertQuestions(
      tx,
      examId,
      stored.map((question, index) => ({ ...question, questionOrder: last + index + 1 })),
    );
    return rows.map((row) => row.id);
  });
  changed("exams");
  return (await queries.listQuestionsWithOptions(db, [examId])).filter((question) => ids.includes(question.id));
}

/**
 * Changes what was sent; options, when sent, replace the old ones; an essay keeps none. A new key
 * or new points re-score the exam's handed-in attempts (`rescoredAttempts`: how many changed).
 */
export async function updateQuestion(db: Database, scope: ExamScope, questionId: string, values: QuestionUpdateValues) {
  const question = await visibleQuestion(db, scope, questionId);
  await assertQuestionShapeKept(db, question.examId, await questionWithOptions(db, questionId), values);
  const { options, questionText, expectedAnswer, ...fields } = values;
  const type = values.questionType ?? question.questionType;
  await db.transaction(async (tx) => {
    await queries.updateQuestion(tx, questionId, {
      ...fields,
      ...(questionText !== undefined ? { questionText: sanitizeRichText(questionText) } : {}),
      // A question that stops being an essay loses its expected answer.
      ...(expectedAnswer !== undefined || type !== "essay"
        ? { expectedAnswer: expectedAnswerForStorage(type, expectedAnswer) }
        : {}),
    });
    if (type === "essay") await queries.replaceOptions(tx, questionId, []);
    else if (options) {
      await queries.replaceOptions(
        tx,
        questionId,
        options.map((option) => ({ ...option, optionText: sanitizeRichText(option.optionText) })),
      );
    }
  });
  changed("exams");
  const rescoredAttempts = await rescoreExam(db, question.examId);
  return { ...(await questionWithOptions(db, questionId)), rescoredAttempts };
}

export async function deleteQuestion(db: Database, scope: ExamScope, questionId: string): Promise<void> {
  const question = await visibleQuestion(db, scope, questionId);
  await assertQuestionsMayBeAddedOrRemoved(db, question.examId);
  await db.transaction((tx) => queries.deleteQuestionAndRenumber(tx, question));
  changed("exams");
  await rescoreExam(db, question.examId);
}

export async function listOptions(db: Database, scope: ExamScope, questionId: string) {
  await visibleQuestion(db, scope, questionId);
  return queries.optionsOf(db, [questionId]);
}

/** One more option; marking it correct clears the others (one correct answer per question) and re-scores. */
export async function addOption(db: Database, scope: ExamScope, values: z.output<typeof optionCreateSchema>) {
  const question = await visibleQuestion(db, scope, values.questionId);
  const current = await queries.optionsOf(db, [values.questionId]);
  await assertQuestionShapeKept(db, question.examId, { ...question, options: current }, { options: [...current, values] });
  try {
    const option = await db.transaction(async (tx) => {
      if (values.isCorrect) await queries.clearCorrectOptions(tx, values.questionId);
      return queries.insertOption(tx, { ...values, optionText: sanitizeRichText(values.optionText) });
    });
    changed("exams");
    return { ...option, rescoredAttempts: values.isCorrect ? await rescoreExam(db, question.examId) : 0 };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw AppError.badRequest("Já existe uma alternativa com esta letra.", {
        optionLetter: "Já existe uma alternativa com esta letra.",
      });
    }
    throw error;
  }
}
