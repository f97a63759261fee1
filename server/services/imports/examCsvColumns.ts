import { EXAM_CSV_ALIASES, EXAM_CSV_FIELDS, type ExamCsvField } from "../../../shared/imports/columns";
import { compactKey } from "../../../shared/imports/text";

/** Where each field of the exam CSV sits in a row (docs/product.md#79-csv-import-into-an-exam). */

export type ExamCsvColumns = Partial<Record<ExamCsvField, number>>;

/** The spec's fixed order: Pergunta, Tipo, Pontos, Descritor, Opção A..D, Resposta Correta. */
const SPEC_ORDER: ExamCsvColumns = Object.fromEntries(EXAM_CSV_FIELDS.map((field, index) => [field, index]));

/**
 * Columns found by header name when the question column is named and some column sits away from
 * its spec position, so files with extra or reordered columns still import. A header in the
 * spec's order keeps the spec's positions even where its names are unusual (`Op1`, `Certa`).
 */
export function examCsvColumns(header: string[]): ExamCsvColumns {
  const byName: ExamCsvColumns = {};
  header.forEach((cell, index) => {
    const key = compactKey(cell);
    const field = EXAM_CSV_FIELDS.find((candidate) => EXAM_CSV_ALIASES[candidate].includes(key));
    if (field && byName[field] === undefined) byName[field] = index;
  });
  const inSpecOrder = EXAM_CSV_FIELDS.every((field) => byName[field] === undefined || byName[field] === SPEC_ORDER[field]);
  return byName.question === undefined || inSpecOrder ? SPEC_ORDER : byName;
}
