import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { examQuestionLinks } from "../schema";

export type ExamQuestionLinkRow = typeof examQuestionLinks.$inferSelect;

export function linksOf(db: Database, examIds: string[]): Promise<ExamQuestionLinkRow[]> {
  if (examIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(examQuestionLinks)
    .where(inArray(examQuestionLinks.examId, examIds))
    .orderBy(asc(examQuestionLinks.questionOrder), asc(examQuestionLinks.createdAt));
}

export async function insertLink(db: Database, values: typeof examQuestionLinks.$inferInsert): Promise<ExamQuestionLinkRow> {
  const [row] = await db.insert(examQuestionLinks).values(values).returning();
  return row;
}

const linkOf = (examId: string, questionId: string) =>
  and(eq(examQuestionLinks.examId, examId), eq(examQuestionLinks.questionId, questionId));

export async function deleteLink(db: Database, examId: string, questionId: string): Promise<boolean> {
  const rows = await db.delete(examQuestionLinks).where(linkOf(examId, questionId)).returning({ id: examQuestionLinks.id });
  return rows.length > 0;
}

export async function updateLinkOrder(db: Database, examId: string, questionId: string, questionOrder: number) {
  const [row] = await db.update(examQuestionLinks).set({ questionOrder }).where(linkOf(examId, questionId)).returning();
  return row;
}
