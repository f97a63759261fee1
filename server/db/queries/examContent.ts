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
  return own.unionAll(fromBank);
}

// Own questions before bank ones at the same position ('exam' sorts after 'bank'): they were there first.
const CONTENT_ORDER = [sql`"question_order"`, sql`"source" desc`, sql`"created_at"`];

const contentOfExam = preparedPerDatabase((db) =>
  contentUnion(db, sql.placeholder("examId"))
    .orderBy(...CONTENT_ORDER)
    .prepare("exam_content"),
);

/** The content as one JSON array, to travel in the same statement as the exam's own row. */
export function contentJson(db: Database, examId: SQL) {
  return sql<
    ContentJson[]
  >`(select coalesce(json_agg("content" order by "question_order", "source" desc, "created_at"), '[]'::json)
    from (${contentUnion(db, examId)}) as "content")`;
}

type ContentRow = Awaited<ReturnType<ReturnType<typeof contentOfExam>["execute"]>>[number];
/** A content row inside JSON: its columns by their SQL names, its timestamps as text. */
type ContentJson = {
  id: string;
  exam_id: string;
  source: ContentRow["source"];
  link_id: string | null;
  question_type: ContentRow["questionType"];
  question_text: string;
  question_order: number;
  points: number;
  descriptor: string;
  descriptor_saeb: string | null;
  descriptor_paeb: string | null;
  image_url: string | null;
  options: ContentRow["options"];
  created_at: string;
  updated_at: string;
};

/** The content read from `contentJson`, shaped as `examContent` returns it. */
export function contentFromJson(rows: ContentJson[]) {
  return rows.map((row) => ({
    id: row.id,
    examId: row.exam_id,
    source: row.source,
    linkId: row.link_id,
    questionType: row.question_type,
    questionText: row.question_text,
    questionOrder: row.question_order,
    points: row.points,
    descriptor: row.descriptor,
    descriptorSaeb: row.descriptor_saeb,
    descriptorPaeb: row.descriptor_paeb,
    imageUrl: row.image_url,
    options: row.options,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  }));
}

/**
 * Everything an exam asks, as its pages and exports show it: its own questions and the bank
 * questions placed in it, in one order (spec: linked bank questions appear alongside).
 */
export async function examContent(db: Database, examId: string) {
  return contentOfExam(db).execute({ examId });
}

export type ExamContentQuestion = Awaited<ReturnType<typeof examContent>>[number];
