import { eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { preparedPerDatabase } from "../prepared";
import { examQuestionLinks, examQuestions, questionBankItems, questionBankOptions, questionOptions } from "../schema";
import { optionsJson, withOptionDates } from "./optionsJson";

const contentOfExam = preparedPerDatabase((db) => {
  const examId = sql.placeholder("examId");
  const own = db
    .select({
      id: examQuestions.id,
      examId: examQuestions.examId,
      source: sql<"exam" | "bank">`'exam'`.as("source"),
      linkId: sql<string | null>`null::uuid`.as("link_id"),
      // Typed as wide as the bank's, which also has short answers.
      questionType: sql<(typeof questionBankItems.$inferSelect)["questionType"]>`${examQuestions.questionType}`.as(
        "question_type",
      ),
      questionText: examQuestions.questionText,
      questionOrder: examQuestions.questionOrder,
      points: examQuestions.points,
      descriptor: examQuestions.descriptor,
      descriptorSaeb: examQuestions.descriptorSaeb,
      descriptorPaeb: examQuestions.descriptorPaeb,
      imageUrl: examQuestions.imageUrl,
      options: optionsJson(questionOptions, sql`"exam_questions"."id"`).as("options"),
      createdAt: examQuestions.createdAt,
      updatedAt: examQuestions.updatedAt,
    })
    .from(examQuestions)
    .where(eq(examQuestions.examId, examId));
  const fromBank = db
    .select({
      id: questionBankItems.id,
      examId: examQuestionLinks.examId,
      source: sql<"exam" | "bank">`'bank'`.as("source"),
      linkId: sql<string | null>`${examQuestionLinks.id}`.as("link_id"),
      questionType: questionBankItems.questionType,
      questionText: questionBankItems.questionText,
      questionOrder: examQuestionLinks.questionOrder,
      points: examQuestionLinks.points,
      descriptor: questionBankItems.descriptor,
      descriptorSaeb: questionBankItems.descriptorSaeb,
      descriptorPaeb: questionBankItems.descriptorPaeb,
      imageUrl: questionBankItems.imageUrl,
      options: optionsJson(questionBankOptions, sql`"question_bank_items"."id"`).as("options"),
      createdAt: examQuestionLinks.createdAt,
      updatedAt: examQuestionLinks.createdAt,
    })
    .from(examQuestionLinks)
    .innerJoin(questionBankItems, eq(questionBankItems.id, examQuestionLinks.questionId))
    .where(eq(examQuestionLinks.examId, examId));
  // Own questions before bank ones at the same position ('exam' sorts after 'bank'): they were there first.
  return own
    .unionAll(fromBank)
    .orderBy(sql`"question_order"`, sql`"source" desc`, sql`"created_at"`)
    .prepare("exam_content");
});

export async function examContentRows(db: Database, examId: string) {
  const rows = await contentOfExam(db).execute({ examId });
  return rows.map(withOptionDates);
}
