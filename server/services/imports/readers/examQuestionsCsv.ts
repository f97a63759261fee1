import type { QuestionDraft } from "../../../../shared/imports/drafts";
import { INVALID_FORMAT } from "../../../../shared/imports/examQuestions";
import { TOO_MANY_COLUMNS } from "../../../../shared/imports/limits";
import { decodeCsvBytes, stripBom } from "../../../../shared/imports/text";
import { eachCsvRecord, unclosedQuote } from "../csv";
import { ExamRows } from "../examRows";
import type { ReadOutcome, SourceReader } from "../reader";

/**
 * The 'Importar Questões' CSV, questions for one exam. Beyond the spec's "split on commas", it
 * accepts quoted cells, `;` files from Brazilian Excel and a byte-order mark, because those are
 * what real spreadsheets save.
 */
export const examQuestionsFromCsv: SourceReader<QuestionDraft> = async (bytes) => readExamCsv(decodeCsvBytes(bytes));

/** The same from text already decoded, a byte-order mark and all. */
export function readExamCsv(text: string): ReadOutcome<QuestionDraft> {
  const rows = new ExamRows();
  const ending = eachCsvRecord(stripBom(text), rows.add);
  if (ending.end === "binary") return { refusal: INVALID_FORMAT };
  if (ending.end === "too-wide") return { refusal: TOO_MANY_COLUMNS };
  if (ending.end === "unclosed-quote") rows.unreadable(ending.row, unclosedQuote(ending.row));
  return rows.finish();
}
