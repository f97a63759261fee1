import type { ExamCsvResult } from "../../shared/imports/examQuestions";
import { examImportOf } from "../../shared/imports/examQuestions";
import { bankRowOf, type BankImportRow } from "../../server/services/imports/bankRows";
import { draftOfCells } from "../../server/services/imports/bankSheet";
import { readExamCsv } from "../../server/services/imports/readers/examQuestionsCsv";
import { ROW_KEY } from "../../server/services/imports/layout";

/**
 * The import pipeline's steps put together the way the tests check one rule at a time: a bank
 * sheet row as the bank saves it, and an exam CSV as the 'Importar Questões' dialog shows and sends it.
 */

/** One bank sheet row (cells keyed by the bank's columns) as its row, or its first problem. */
export function normalizeBankRow(cells: Record<string, string>, row: number): { value: BankImportRow } | { error: string } {
  const draft = draftOfCells({ ...cells, [ROW_KEY]: String(row) });
  return draft.bank && draft.problems.length === 0 ? { value: bankRowOf(draft, draft.bank) } : { error: draft.problems[0] };
}

/** The exam CSV's text read by the server's reader, then as the dialog turns the drafts into questions; a refused file is one error on row 1. */
export function parseExamCsv(text: string): ExamCsvResult {
  const read = readExamCsv(text);
  if ("refusal" in read) return { questions: [], errors: [{ row: 1, message: read.refusal }] };
  return examImportOf(read.items);
}
