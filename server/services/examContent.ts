import type { Database } from "../db/client";
import { linksOf } from "../db/queries/examQuestionLinks";
import { listQuestionsWithOptions } from "../db/queries/examQuestions";
import { bankOptionsOf, findBankItems } from "../db/queries/questionBank";

/** The bank questions placed in some exams, each with its item and options: three queries in all. */
export async function linkedQuestions(db: Database, examIds: string[]) {
  const rows = await linksOf(db, examIds);
  const itemIds = [...new Set(rows.map((row) => row.questionId))];
  const [items, options] = await Promise.all([findBankItems(db, itemIds), bankOptionsOf(db, itemIds)]);
  return rows.map((row) => ({
    ...row,
    question: {
      ...items.find((item) => item.id === row.questionId)!,
      options: options.filter((option) => option.questionId === row.questionId),
    },
  }));
}

export type ExamContentQuestion = Awaited<ReturnType<typeof examContent>>[number];

/**
 * Everything an exam asks, as its pages and exports show it: its own questions and the bank
 * questions placed in it, in one order (spec: linked bank questions appear alongside).
 */
export async function examContent(db: Database, examId: string) {
  const [own, linked] = await Promise.all([listQuestionsWithOptions(db, [examId]), linkedQuestions(db, [examId])]);
  const fromBank = linked.map((link) => ({
    id: link.questionId,
    examId,
    source: "bank" as const,
    linkId: link.id,
    questionType: link.question.questionType,
    questionText: link.question.questionText,
    questionOrder: link.questionOrder,
    points: link.points,
    descriptor: link.question.descriptor,
    descriptorSaeb: link.question.descriptorSaeb,
    descriptorPaeb: link.question.descriptorPaeb,
    imageUrl: link.question.imageUrl,
    options: link.question.options,
    createdAt: link.createdAt,
    updatedAt: link.createdAt,
  }));
  const fromExam = own.map((question) => ({ ...question, source: "exam" as const, linkId: null }));
  // Own questions before linked ones at the same position: they were there first.
  return [...fromExam, ...fromBank].sort(
    (a, b) => a.questionOrder - b.questionOrder || (a.source === b.source ? 0 : a.source === "exam" ? -1 : 1),
  );
}
