import Papa from "papaparse";
import { decodeCsvBytes, detectDelimiter, looksBinary } from "../../../shared/imports/text";
import { BANK_LAYOUT } from "./headers";
import type { SheetLayout } from "./layout";
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

export const readBankCsv = (buffer: Buffer): Sheet => readCsv(buffer, BANK_LAYOUT);
