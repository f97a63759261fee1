import { OPTION_LETTERS } from "../../../shared/constants";
import { BANK_REQUIRED_COLUMNS, type BankColumn } from "../../../shared/imports/columns";
import type { QuestionDraft } from "../../../shared/imports/drafts";
import { checkBankQuestion } from "./bankQuestion";
import { ROW_KEY } from "./layout";
import type { QuestionDefaults, ReadOutcome } from "./reader";
import type { Sheet } from "./sheet";

/** The bank's spreadsheet rows (CSV or Excel alike) as question drafts. */

const DEFAULT_FOR: Partial<Record<BankColumn, keyof QuestionDefaults>> = {
  materia: "subject",
  serie: "grade",
  dificuldade: "difficulty",
};

export function bankDraftsOf(sheet: Sheet, defaults?: Partial<QuestionDefaults>): ReadOutcome<QuestionDraft> {
  // A sheet refused whole comes with no rows and its one message.
  if (sheet.rows.length === 0 && sheet.errors.length > 0) return { refusal: sheet.errors[0] };
  const missing = missingColumns(sheet, defaults);
  if (missing) return { refusal: missing };
  return { items: sheet.rows.map((cells) => draftOfCells(cells, defaults)), problems: sheet.errors };
}

/** One row's cells, keyed by the bank's columns, as a checked draft; the form's defaults fill blank cells. */
export function draftOfCells(cells: Record<string, string>, defaults?: Partial<QuestionDefaults>): QuestionDraft {
  const row = Number(cells[ROW_KEY]);
  const cell = (column: BankColumn) => {
    const fallback = DEFAULT_FOR[column] && defaults?.[DEFAULT_FOR[column]]?.trim();
    return cells[column]?.trim() || fallback || "";
  };
  return checkBankQuestion({
    row,
    place: `Linha ${row}`,
    title: cell("titulo"),
    text: cell("texto_questao"),
    subject: cell("materia"),
    grade: cell("serie"),
    difficulty: cell("dificuldade"),
    type: cell("tipo"),
    options: OPTION_LETTERS.map((letter) => ({ letter, text: cell(`alternativa_${letter.toLowerCase()}` as BankColumn) })),
    answer: cell("resposta_correta"),
    items: cell("itens"),
    answers: cell("respostas"),
    rule: cell("regra"),
  });
}

/** A required column absent from the header would fail every row the same way; say it once. */
function missingColumns(sheet: Sheet, defaults?: Partial<QuestionDefaults>): string | null {
  const first = sheet.rows[0];
  if (!first) return null;
  const missing = BANK_REQUIRED_COLUMNS.filter(
    (column) => !(column in first) && !(DEFAULT_FOR[column] && defaults?.[DEFAULT_FOR[column]]?.trim()),
  );
  return missing.length > 0 ? `Colunas obrigatórias ausentes no cabeçalho: ${missing.join(", ")}.` : null;
}
