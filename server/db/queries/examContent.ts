import { eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { ExamQuestion } from "../../../shared/types/exams";
import type { Database } from "../client";
import { preparedPerDatabase } from "../prepared";
import { examQuestionLinks, examQuestions, questionBankItems, questionBankOptions, questionOptions } from "../schema";
import { jsonObjectPairs } from "./jsonFields";
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
      bnccSkill: examQuestions.bnccSkill,
      imageUrl: examQuestions.imageUrl,
      expectedAnswer: examQuestions.expectedAnswer,
      answerSpec: examQuestions.answerSpec,
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
      bnccSkill: questionBankItems.bnccSkill,
      imageUrl: questionBankItems.imageUrl,
      expectedAnswer: questionBankItems.expectedAnswer,
      answerSpec: questionBankItems.answerSpec,
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
 * Each field of a question in the exam page's answer (the shared ExamQuestion) and the column of
 * the content that holds it, in the answer's order. The compiler refuses a field the schema has
 * and this list lacks, or one it has and the schema does not; tests/contract/examContentJson.test.ts
 * parses real rows with the strict schema.
 */
export const EXAM_QUESTION_JSON_FIELDS = {
  id: sql.raw(`"id"`),
  source: sql.raw(`"source"`),
  linkId: sql.raw(`"link_id"`),
  examId: sql.raw(`"exam_id"`),
  questionType: sql.raw(`"question_type"`),
  questionText: sql.raw(`"question_text"`),
  questionOrder: sql.raw(`"question_order"`),
  points: sql.raw(`"points"`),
  descriptor: sql.raw(`"descriptor"`),
  descriptorSaeb: sql.raw(`"descriptor_saeb"`),
  descriptorPaeb: sql.raw(`"descriptor_paeb"`),
  bnccSkill: sql.raw(`"bncc_skill"`),
  imageUrl: sql.raw(`"image_url"`),
  expectedAnswer: sql.raw(`"expected_answer"`),
  options: sql.raw(`"options"`),
  answerSpec: sql.raw(`"answer_spec"`),
  createdAt: isoText("created_at"),
  updatedAt: isoText("updated_at"),
} satisfies Record<keyof ExamQuestion, SQL>;

const questionJsonPairs = jsonObjectPairs(EXAM_QUESTION_JSON_FIELDS);

/**
 * The content as the exam's page sends it, as one JSON value: each question in the answer's own
 * shape (EXAM_QUESTION_JSON_FIELDS), in order. It is written into the page's answer in the same
 * statement as the exam (findExamPageJson), so the page's questions are neither parsed nor
 * written out again on their way.
 */
export function contentJson(db: Database, examId: SQL) {
  return sql`(select coalesce(json_agg(json_build_object(${questionJsonPairs})
      order by ${sql.join(CONTENT_ORDER, sql`, `)}), '[]'::json)
    from (${contentUnion(db, examId)}) as "content")`;
}

/** The same content as JSON text, for what reads the questions themselves (exports, students). */
export function contentJsonText(db: Database, examId: SQL) {
  return sql<string>`(${contentJson(db, examId)})::text`;
}

/**
 * Everything an exam asks, as its pages and exports show it: its own questions and the bank
 * questions placed in it, in one order (docs/product.md#72-exams-questions-and-options: linked bank questions appear alongside).
 */
export async function examContent(db: Database, examId: string) {
  return contentOfExam(db).execute({ examId });
}

export type ExamContentQuestion = Awaited<ReturnType<typeof examContent>>[number];
