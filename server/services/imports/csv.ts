import Papa from "papaparse";
import { decodeCsvBytes, detectDelimiter, looksBinary } from "../../../shared/imports/text";
import { BANK_LAYOUT } from "./headers";
import type { SheetLayout } from "./layout";
import { MAX_IMPORT_COLUMNS, TOO_MANY_COLUMNS } from "./limits";
import { SheetCollector, type Sheet } from "./sheet";

export const INVALID_CSV = "Arquivo CSV inválido: envie um arquivo de texto separado por vírgula ou ponto e vírgula.";

/**
 * Reads an import CSV row by row (papaparse's `step`), so a file past the row limit is refused
 * without parsing the rest. Row numbers count every record, blank ones too, to match the row
 * numbers a spreadsheet program shows (the header is row 1).
 */
export function readCsv<Column extends string>(buffer: Buffer, layout: SheetLayout<Column>): Sheet {
  const text = decodeCsvBytes(buffer);
  const collector = new SheetCollector(layout);
  if (looksBinary(text)) {
    collector.refuse(INVALID_CSV);
    return collector.finish();
  }

  const { delimiter, body } = detectDelimiter(text);
  if (hasRowWiderThan(body, delimiter, MAX_IMPORT_COLUMNS)) {
    collector.refuse(TOO_MANY_COLUMNS);
    return collector.finish();
  }
  let rowNumber = 0;
  Papa.parse<string[]>(body, {
    delimiter,
    skipEmptyLines: false,
    step: (result, parser) => {
      rowNumber += 1;
      if (result.errors.some((error) => error.code === "MissingQuotes")) {
        collector.rowError(`Linha ${rowNumber}: aspas sem fechamento; o restante do arquivo não pôde ser lido.`);
        parser.abort();
        return;
      }
      if (!collector.add(rowNumber, result.data)) parser.abort();
    },
  });
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
