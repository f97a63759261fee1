import Papa from "papaparse";
import { MAX_IMPORT_COLUMNS, TOO_MANY_COLUMNS } from "../../../shared/imports/limits";
import { decodeCsvBytes, detectDelimiter, looksBinary } from "../../../shared/imports/text";
import { BANK_LAYOUT } from "./headers";
import type { SheetLayout } from "./layout";
import { SheetCollector, type Sheet } from "./sheet";

export const INVALID_CSV = "Arquivo CSV inválido: envie um arquivo de texto separado por vírgula ou ponto e vírgula.";

/** Why a walk over a CSV's records ended. */
export type CsvEnd = { end: "read" } | { end: "binary" } | { end: "too-wide" } | { end: "unclosed-quote"; row: number };

export const unclosedQuote = (row: number) => `Linha ${row}: aspas sem fechamento; o restante do arquivo não pôde ser lido.`;

/**
 * Walks a CSV's records one at a time (papaparse's `step`) until `onRecord` returns false, so a
 * reader stops at its row limit without parsing the rest. Row numbers count every record, blank
 * ones too, to match the row numbers a spreadsheet program shows (the header is row 1). A binary
 * file or a line wider than a spreadsheet is not walked at all; an unclosed quote ends the walk,
 * since papaparse reads the rest of the file into that cell.
 */
export function eachCsvRecord(text: string, onRecord: (row: number, cells: string[]) => boolean): CsvEnd {
  if (looksBinary(text)) return { end: "binary" };
  const { delimiter, body } = detectDelimiter(text);
  if (hasRowWiderThan(body, delimiter, MAX_IMPORT_COLUMNS)) return { end: "too-wide" };

  let ending: CsvEnd = { end: "read" };
  let row = 0;
  Papa.parse<string[]>(body, {
    delimiter,
    skipEmptyLines: false,
    step: (result, parser) => {
      row += 1;
      if (result.errors.some((error) => error.code === "MissingQuotes")) {
        ending = { end: "unclosed-quote", row };
        parser.abort();
      } else if (!onRecord(row, result.data)) {
        parser.abort();
      }
    },
  });
  return ending;
}

/** Reads an import CSV into the records of `layout`'s columns. */
export function readCsv<Column extends string>(buffer: Buffer, layout: SheetLayout<Column>): Sheet {
  const collector = new SheetCollector(layout);
  const ending = eachCsvRecord(decodeCsvBytes(buffer), (row, cells) => collector.add(row, cells));
  if (ending.end === "binary") collector.refuse(INVALID_CSV);
  else if (ending.end === "too-wide") collector.refuse(TOO_MANY_COLUMNS);
  else if (ending.end === "unclosed-quote") collector.rowError(unclosedQuote(ending.row));
  return collector.finish();
}

/**
 * Whether a record has more than `limit` cells, counted in one pass over the text before papaparse
 * turns a record into an array of all its cells. Separators and line breaks inside quotes do not count.
 */
function hasRowWiderThan(text: string, delimiter: string, limit: number): boolean {
  const separator = delimiter.charCodeAt(0);
  let quoted = false;
  let cells = 1;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 34 /* " */) quoted = !quoted;
    else if (quoted) continue;
    else if (code === separator && ++cells > limit) return true;
    else if (code === 10 || code === 13) cells = 1; // \n, \r: a new record
  }
  return false;
}

export const readBankCsv = (buffer: Buffer): Sheet => readCsv(buffer, BANK_LAYOUT);
