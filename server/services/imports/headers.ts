import { BANK_COLUMN_ALIASES, BANK_COLUMNS, type BankColumn } from "../../../shared/imports/columns";
import { sheetLayout } from "./layout";

/** How the bank's readers find its columns in a spreadsheet's header. */

export const HEADER_NOT_FOUND = `Cabeçalho não encontrado: a primeira linha deve ter as colunas ${BANK_COLUMNS.join(", ")}.`;

/** A bank header names the question text and at least one other column. */
export const BANK_LAYOUT = sheetLayout<BankColumn>({
  aliases: BANK_COLUMN_ALIASES,
  isHeader: (columns) => columns.includes("texto_questao") && columns.filter(Boolean).length >= 2,
  headerNotFound: HEADER_NOT_FOUND,
});
