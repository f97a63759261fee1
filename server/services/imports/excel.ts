import ExcelJS from "exceljs";
import { cellText } from "./excelCell";
import { BANK_LAYOUT } from "./headers";
import type { SheetLayout } from "./layout";
import { INVALID_EXCEL } from "./limits";
import { SheetCollector, type Sheet } from "./sheet";
import { checkXlsxZip } from "./zipGuard";

/**
 * Reads the first worksheet of an .xlsx import. The ZIP is checked first (size, ratio,
 * entry count, real inflated sizes) because exceljs expands the whole workbook in memory; that
 * check is what bounds the work, and the row limit then stops reading at 5,001 data rows.
 */
export async function readExcel<Column extends string>(buffer: Buffer, layout: SheetLayout<Column>): Promise<Sheet> {
  const collector = new SheetCollector(layout);
  const refusal = checkXlsxZip(buffer);
  if (refusal) {
    collector.refuse(refusal);
    return collector.finish();
  }

  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's types predate Buffer<ArrayBufferLike>; the runtime takes any Node Buffer.
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    collector.refuse(INVALID_EXCEL);
    return collector.finish();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) {
    // exceljs opens any ZIP; one without a worksheet is not a spreadsheet.
    collector.refuse(INVALID_EXCEL);
    return collector.finish();
  }

  // findRow skips rows that only exist in formatting, and the loop can stop early, unlike eachRow.
  for (let rowNumber = 1; rowNumber <= sheet.rowCount; rowNumber += 1) {
    const row = sheet.findRow(rowNumber);
    if (!row) continue;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = cellText(cell);
    });
    if (
      !collector.add(
        rowNumber,
        Array.from(cells, (cell) => cell ?? ""),
      )
    )
      break;
  }
  return collector.finish();
}

export const readBankExcel = (buffer: Buffer): Promise<Sheet> => readExcel(buffer, BANK_LAYOUT);
