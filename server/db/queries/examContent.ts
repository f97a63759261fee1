import { eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { preparedPerDatabase } from "../prepared";
import { examQuestionLinks, examQuestions, questionBankItems, questionBankOptions, questionOptions } from "../schema";
import { optionsJson } from "./optionsJson";

/**
 * Everything an exam asks: its own questions and the bank questions placed in it (with the order
 * and points of the placement), each with its options. `examId` is a placeholder or a reference
 * to an outer exams row.
 */
function contentUnion(db: Database, examId: SQL | Placeholder) {
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
      expectedAnswer: examQuestions.expectedAnswer,
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
      expectedAnswer: questionBankItems.expectedAnswer,
      options: optionsJson(questionBankOptions, sql`"question_bank_items"."id"`).as("options"),
      createdAt: examQuestionLinks.createdAt,
      updatedAt: examQuestionLinks.createdAt,
    })
    .from(examQuestionLinks)
    .innerJoin(questionBankItems, eq(questionBankItems.id, examQuestionLinks.questionId))
    .where(eq(examQuestionLinks.examId, examId));
  return own.unionAll(fromBank);
}

// Own questions before bank ones at the same position ('exam' sorts after 'bank'): they were there first.
const CONTENT_ORDER = [sql`"question_order"`, sql`"source" desc`, sql`"created_at"`];

const contentOfExam = preparedPerDatabase((db) =>
  contentUnion(db, sql.placeholder("examId"))
    .orderBy(...CONTENT_ORDER)
    .prepare("exam_content"),
);

/** A timestamp as JavaScript writes it in JSON (UTC, milliseconds). */
const isoText = (column: string) => sql.raw(`to_char("${column}" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The content as the exam's page sends it, in one JSON text: each question in the answer's own
 * shape (the shared ExamQuestion: its names, its options, ISO timestamps), in order. It travels in
 * the same statement as the exam's row and on into the answer as it is, so the page's questions
 * are neither parsed nor written out again on their way (a tenth of the page's time).
 */
export function contentJsonText(db: Database, examId: SQL) {
  return sql<string>`(select coalesce(json_agg(json_build_object(
      'id', "id", 'source', "source", 'linkId', "link_id", 'examId', "exam_id", 'questionType', "question_type",
      'questionText', "question_text", 'questionOrder', "question_order", 'points', "points", 'descriptor', "descriptor",
      'descriptorSaeb', "descriptor_saeb", 'descriptorPaeb', "descriptor_paeb", 'imageUrl', "image_url",
      'expectedAnswer', "expected_answer", 'options', "options",
      'createdAt', ${isoText("created_at")}, 'updatedAt', ${isoText("updated_at")})
      order by ${sql.join(CONTENT_ORDER, sql`, `)}), '[]'::json)::text
    from (${contentUnion(db, examId)}) as "content")`;
}

/**
 * Everything an exam asks, as its pages and exports show it: its own questions and the bank
 * questions placed in it, in one order (spec: linked bank questions appear alongside).
 */
export async function examContent(db: Database, examId: string) {
  return contentOfExam(db).execute({ examId });
}

export type ExamContentQuestion = Awaited<ReturnType<typeof examContent>>[number];
