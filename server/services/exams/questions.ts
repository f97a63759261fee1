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
import { answerKeyChange, type KeyedQuestion } from "../audit/answerKey";
import { specAfterEdit } from "../common/answerSpec";
import { recordAudit, type AuditActor } from "../audit/record";

const QUESTION_NOT_FOUND = "Questão não encontrada.";

async function visibleExam(db: Database, scope: ExamScope, examId: string) {
  const exam = await findExamRow(db, scope, examId);
  if (!exam) throw AppError.notFound(EXAM_NOT_FOUND);
  return exam;
}

/** A question, with its exam, is visible when its exam is. */
async function visibleQuestion(db: Database, scope: ExamScope, questionId: string) {
  const question = await queries.findQuestion(db, questionId);
  const exam = question && (await findExamRow(db, scope, question.examId));
  if (!question || !exam) throw AppError.notFound(QUESTION_NOT_FOUND);
  return { question, exam };
}

/** Records a change of the question's answer key, read after the write in its transaction, if it changed. */
async function recordKeyChange(
  tx: Database,
  actor: AuditActor,
  { question, exam }: Awaited<ReturnType<typeof visibleQuestion>>,
  before: KeyedQuestion,
) {
  const after = await queries.findQuestion(tx, question.id);
  const key = answerKeyChange(before, { ...after!, options: await queries.optionsOf(tx, [question.id]) });
  if (!key) return;
  await recordAudit(tx, actor, {
    action: "answer_key_changed",
    entityType: "question",
    entityId: question.id,
    schoolId: exam.schoolId,
    summary: `Gabarito da questão ${question.questionOrder} da prova "${exam.title}" alterado ${key.change}.`,
    before: key.before,
    after: key.after,
  });
}

export async function listQuestions(db: Database, scope: ExamScope, examId: string) {
  await visibleExam(db, scope, examId);
  return queries.listQuestionsWithOptions(db, [examId]);
}

async function questionWithOptions(db: Database, questionId: string) {
  const question = await queries.findQuestion(db, questionId);
  return { ...question!, options: await queries.optionsOf(db, [questionId]) };
}

/** Refuses unless the caller may change the exam and it still takes new questions (no attempt yet). */
export async function assertExamTakesQuestions(db: Database, scope: ExamScope, examId: string) {
  await visibleExam(db, scope, examId);
  await assertQuestionsMayBeAddedOrRemoved(db, examId);
}

/** A new question goes after the last one. */
export async function addQuestion(db: Database, scope: ExamScope, examId: string, values: QuestionValues) {
  await assertExamTakesQuestions(db, scope, examId);
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
  await assertExamTakesQuestions(db, scope, examId);
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
export async function updateQuestion(
  db: Database,
  scope: ExamScope,
  actor: AuditActor,
  questionId: string,
  values: QuestionUpdateValues,
) {
  const found = await visibleQuestion(db, scope, questionId);
  const { question } = found;
  const current = await questionWithOptions(db, questionId);
  const answerSpec = specAfterEdit(current, values);
  await assertQuestionShapeKept(db, question.examId, current, { ...values, answerSpec });
  const { options, questionText, expectedAnswer, answerSpec: _sent, ...fields } = values;
  const type = values.questionType ?? question.questionType;
  await db.transaction(async (tx) => {
    await queries.updateQuestion(tx, questionId, {
      ...fields,
      ...(answerSpec !== undefined ? { answerSpec } : {}),
      ...(questionText !== undefined ? { questionText: sanitizeRichText(questionText) } : {}),
      // A question that stops being an essay loses its expected answer.
      ...(expectedAnswer !== undefined || type !== "essay"
        ? { expectedAnswer: expectedAnswerForStorage(type, expectedAnswer) }
        : {}),
    });
    if (type !== "multiple_choice") await queries.replaceOptions(tx, questionId, []);
    else if (options) {
      await queries.replaceOptions(
        tx,
        questionId,
        options.map((option) => ({ ...option, optionText: sanitizeRichText(option.optionText) })),
      );
    }
    await recordKeyChange(tx, actor, found, current);
  });
  changed("exams");
  const rescoredAttempts = await rescoreExam(db, question.examId);
  return { ...(await questionWithOptions(db, questionId)), rescoredAttempts };
}

export async function deleteQuestion(db: Database, scope: ExamScope, questionId: string): Promise<void> {
  const { question } = await visibleQuestion(db, scope, questionId);
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
export async function addOption(db: Database, scope: ExamScope, actor: AuditActor, values: z.output<typeof optionCreateSchema>) {
  const found = await visibleQuestion(db, scope, values.questionId);
  const { question } = found;
  const current = await queries.optionsOf(db, [values.questionId]);
  await assertQuestionShapeKept(db, question.examId, { ...question, options: current }, { options: [...current, values] });
  try {
    const option = await db.transaction(async (tx) => {
      if (values.isCorrect) await queries.clearCorrectOptions(tx, values.questionId);
      const inserted = await queries.insertOption(tx, { ...values, optionText: sanitizeRichText(values.optionText) });
      await recordKeyChange(tx, actor, found, { ...question, options: current });
      return inserted;
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
