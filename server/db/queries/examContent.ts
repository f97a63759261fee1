import { eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { preparedPerDatabase } from "../prepared";
import { examQuestionLinks, examQuestions, questionBankItems, questionBankOptions, questionOptions } from "../schema";
import type { QuestionOptionRow } from "./examQuestions";

/** An option as the statement returns it: JSON, so its timestamps arrive as text. */
type OptionJson = Omit<QuestionOptionRow, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string };

/**
 * The options of one question, in letter order, as a JSON array (an empty one when it has none).
 * `questionId` comes qualified by its table: drizzle leaves columns of a one-table select
 * unqualified, and inside the subquery a bare "id" would name the option's own.
 */
function optionsJson(table: typeof questionOptions | typeof questionBankOptions, questionId: SQL) {
  return sql<OptionJson[]>`coalesce((select json_agg(json_build_object(
      'id', ${table.id}, 'questionId', ${table.questionId}, 'optionText', ${table.optionText},
      'optionLetter', ${table.optionLetter}, 'isCorrect', ${table.isCorrect}, 'isDistractor', ${table.isDistractor},
      'createdAt', ${table.createdAt}, 'updatedAt', ${table.updatedAt}) order by ${table.optionLetter})
    from ${table} where ${table.questionId} = ${questionId}), '[]'::json)`;
}

/**
 * Everything an exam asks in one statement: its own questions and the bank questions placed in
 * it (with the order and points of the placement), each with its options. One round trip
 * instead of four: this is read by every exam page, every student's exam and every result.
 */
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
  return rows.map((row) => ({
    ...row,
    options: row.options.map((option) => ({
      ...option,
      createdAt: new Date(option.createdAt),
      updatedAt: new Date(option.updatedAt),
    })),
  }));
}
