import type { BankItemSummary } from "../db/queries/questionBank";
import type { OptionJson } from "../db/queries/optionsJson";

export function presentBankOption(row: OptionJson) {
  return {
    id: row.id,
    questionId: row.questionId,
    optionText: row.optionText,
    optionLetter: row.optionLetter,
    isCorrect: row.isCorrect,
    isDistractor: row.isDistractor,
  };
}

export function presentBankItem(row: BankItemSummary & { options: OptionJson[] }) {
  return {
    ...row,
    options: row.options.map(presentBankOption),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

interface LinkRow {
  id: string;
  examId: string;
  questionId: string;
  questionOrder: number;
  points: number;
  createdAt: Date;
}

/** A bank item placed in an exam (spec section 3, Exam question link). */
export function presentLink(row: LinkRow) {
  return {
    id: row.id,
    examId: row.examId,
    questionId: row.questionId,
    questionOrder: row.questionOrder,
    points: row.points,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentLinkWithQuestion(row: LinkRow & { question: Parameters<typeof presentBankItem>[0] }) {
  return { ...presentLink(row), question: presentBankItem(row.question) };
}
