import { eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { examQuestionLinks, examQuestions } from "../schema";

/** The ids of an exam's own questions and of the bank items placed in it. */
export async function questionIdsOf(db: Database, examId: string) {
  const [own, fromBank] = await Promise.all([
    db.select({ id: examQuestions.id }).from(examQuestions).where(eq(examQuestions.examId, examId)),
    db.select({ id: examQuestionLinks.questionId }).from(examQuestionLinks).where(eq(examQuestionLinks.examId, examId)),
  ]);
  return { own: own.map((row) => row.id), fromBank: fromBank.map((row) => row.id) };
}

export interface Placement {
  id: string;
  position: number;
}

/** Ids and positions as two text parameters, read back as rows ("placed"."id", "placed"."position"). */
const placed = (placements: Placement[]) =>
  sql`unnest(string_to_array(${placements.map((item) => item.id).join(",")}, ',')::uuid[],
    string_to_array(${placements.map((item) => item.position).join(",")}, ',')::int[]) as "placed"("id", "position")`;

/**
 * Writes each question's place in the exam's one numbering, own questions and bank placements
 * alike (by the bank item's id): one statement per table.
 */
export async function writeQuestionOrder(
  db: Database,
  examId: string,
  order: { own: Placement[]; fromBank: Placement[] },
): Promise<void> {
  if (order.own.length > 0) {
    await db.execute(sql`update ${examQuestions} set "question_order" = "placed"."position" from ${placed(order.own)}
      where ${examQuestions.id} = "placed"."id" and ${examQuestions.examId} = ${examId}`);
  }
  if (order.fromBank.length > 0) {
    await db.execute(sql`update ${examQuestionLinks} set "question_order" = "placed"."position" from ${placed(order.fromBank)}
      where ${examQuestionLinks.questionId} = "placed"."id" and ${examQuestionLinks.examId} = ${examId}`);
  }
}
