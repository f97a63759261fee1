import type { Database } from "../db/client";
import { linksOf } from "../db/queries/examQuestionLinks";
import { examContentRows } from "../db/queries/examContent";
import { bankOptionsOf, findBankItems } from "../db/queries/questionBank";

/** The bank questions placed in some exams, each with its item and options: three queries in all. */
export async function linkedQuestions(db: Database, examIds: string[]) {
  const rows = await linksOf(db, examIds);
  const itemIds = [...new Set(rows.map((row) => row.questionId))];
  if (itemIds.length === 0) return [];
  const [items, options] = await Promise.all([findBankItems(db, itemIds), bankOptionsOf(db, itemIds)]);
  return rows.map((row) => ({
    ...row,
    question: {
      ...items.find((item) => item.id === row.questionId)!,
      options: options.filter((option) => option.questionId === row.questionId),
    },
  }));
}

/**
 * Everything an exam asks, as its pages and exports show it: its own questions and the bank
 * questions placed in it, in one order (spec: linked bank questions appear alongside).
 */
export const examContent = examContentRows;

export type ExamContentQuestion = Awaited<ReturnType<typeof examContent>>[number];
