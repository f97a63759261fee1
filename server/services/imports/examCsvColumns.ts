import { EXAM_CSV_ALIASES, EXAM_CSV_FIELDS, EXAM_CSV_NAMED_FIELDS, type ExamCsvField } from "../../../shared/imports/columns";
import { compactKey } from "../../../shared/imports/text";

/** Where each field of the exam CSV sits in a row (docs/product.md#79-csv-import-into-an-exam). */

export type ExamCsvColumns = Partial<Record<ExamCsvField, number>>;

/** The spec's fixed order: Pergunta, Tipo, Pontos, Descritor, Opção A..D, Resposta Correta. */
const SPEC_ORDER: ExamCsvColumns = Object.fromEntries(EXAM_CSV_FIELDS.map((field, index) => [field, index]));

const ALL_FIELDS: readonly ExamCsvField[] = [...EXAM_CSV_FIELDS, ...EXAM_CSV_NAMED_FIELDS];

/**
 * Columns found by header name when the question column is named and some column sits away from
 * its spec position, so files with extra or reordered columns still import. A header in the
 * spec's order keeps the spec's positions even where its names are unusual (`Op1`, `Certa`).
 * 'Itens', 'Respostas' and 'Regra' are always found by name.
 */
export function examCsvColumns(header: string[]): ExamCsvColumns {
  const byName: ExamCsvColumns = {};
  header.forEach((cell, index) => {
    const key = compactKey(cell);
    const field = ALL_FIELDS.find((candidate) => EXAM_CSV_ALIASES[candidate].includes(key));
    if (field && byName[field] === undefined) byName[field] = index;
  });
  const inSpecOrder = EXAM_CSV_FIELDS.every((field) => byName[field] === undefined || byName[field] === SPEC_ORDER[field]);
  if (byName.question !== undefined && !inSpecOrder) return byName;
  const named = EXAM_CSV_NAMED_FIELDS.flatMap((field) => (byName[field] === undefined ? [] : [[field, byName[field]]]));
  return { ...SPEC_ORDER, ...Object.fromEntries(named) };
}
