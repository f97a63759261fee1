import type { BankItemSummary, BankOptionRow } from "../db/queries/questionBank";

export function presentBankOption(row: BankOptionRow) {
  return {
    id: row.id,
    questionId: row.questionId,
    optionText: row.optionText,
    optionLetter: row.optionLetter,
    isCorrect: row.isCorrect,
    isDistractor: row.isDistractor,
  };
}

export function presentBankItem(row: BankItemSummary & { options: BankOptionRow[] }) {
  return {
    ...row,
    options: row.options.map(presentBankOption),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
