import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { examQuestionLinks, examQuestions, questionOptions } from "../schema";
import { replaceOptionsByLetter } from "./optionReplacement";

export type ExamQuestionRow = typeof examQuestions.$inferSelect;
export type QuestionOptionRow = typeof questionOptions.$inferSelect;
export type NewQuestion = Omit<typeof examQuestions.$inferInsert, "examId"> & {
  options: Array<Omit<typeof questionOptions.$inferInsert, "questionId">>;
};

/** The questions of some exams with their options, in order: two queries whatever the count. */
export async function listQuestionsWithOptions(db: Database, examIds: string[]) {
  if (examIds.length === 0) return [];
  const questions = await db
    .select()
    .from(examQuestions)
    .where(inArray(examQuestions.examId, examIds))
    .orderBy(asc(examQuestions.questionOrder), asc(examQuestions.createdAt));
  const options = await optionsOf(
    db,
    questions.map((question) => question.id),
  );
  return questions.map((question) => ({ ...question, options: options.filter((option) => option.questionId === question.id) }));
}

export function optionsOf(db: Database, questionIds: string[]): Promise<QuestionOptionRow[]> {
  if (questionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(questionOptions)
    .where(inArray(questionOptions.questionId, questionIds))
    .orderBy(asc(questionOptions.optionLetter));
}

/** Inserts questions and their options with one statement each. */
export async function insertQuestions(db: Database, examId: string, questions: NewQuestion[]): Promise<ExamQuestionRow[]> {
  if (questions.length === 0) return [];
  const rows = await db
    .insert(examQuestions)
    .values(questions.map(({ options: _options, ...question }) => ({ ...question, examId })))
    .returning();
  const options = rows.flatMap((row, index) => questions[index].options.map((option) => ({ ...option, questionId: row.id })));
  if (options.length > 0) await db.insert(questionOptions).values(options);
  return rows;
}

export async function findQuestion(db: Database, id: string): Promise<ExamQuestionRow | undefined> {
  const [row] = await db.select().from(examQuestions).where(eq(examQuestions.id, id));
  return row;
}

export async function updateQuestion(
  db: Database,
  id: string,
  values: Partial<typeof examQuestions.$inferInsert>,
): Promise<void> {
  await db
    .update(examQuestions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(examQuestions.id, id));
}

export function replaceOptions(db: Database, questionId: string, options: NewQuestion["options"]): Promise<void> {
  return replaceOptionsByLetter(db, questionOptions, questionId, options);
}

/** Deletes a question and closes the gap it leaves in the numbering. */
export async function deleteQuestionAndRenumber(db: Database, question: ExamQuestionRow): Promise<void> {
  await db.delete(examQuestions).where(eq(examQuestions.id, question.id));
  await db
    .update(examQuestions)
    .set({ questionOrder: sql`${examQuestions.questionOrder} - 1` })
    .where(and(eq(examQuestions.examId, question.examId), gt(examQuestions.questionOrder, question.questionOrder)));
}

export async function insertOption(db: Database, option: typeof questionOptions.$inferInsert): Promise<QuestionOptionRow> {
  const [row] = await db.insert(questionOptions).values(option).returning();
  return row;
}

export async function clearCorrectOptions(db: Database, questionId: string): Promise<void> {
  await db.update(questionOptions).set({ isCorrect: false }).where(eq(questionOptions.questionId, questionId));
}

/** The last position taken in the exam, by its own questions or by bank questions placed in it. */
export async function maxQuestionOrder(db: Database, examId: string): Promise<number> {
  const [row] = await db
    .select({
      value:
        sql<number>`greatest(coalesce(max(${examQuestions.questionOrder}), 0), (select coalesce(max(${examQuestionLinks.questionOrder}), 0) from ${examQuestionLinks} where ${examQuestionLinks.examId} = ${examId}))`.mapWith(
          Number,
        ),
    })
    .from(examQuestions)
    .where(eq(examQuestions.examId, examId));
  return row.value;
}
