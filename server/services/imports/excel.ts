import ExcelJS from "exceljs";
import { cellText } from "./excelCell";
import { BANK_LAYOUT } from "./headers";
import type { SheetLayout } from "./layout";
import { INVALID_EXCEL } from "./limits";
import { SheetCollector, type Sheet } from "./sheet";
import { checkXlsxZip } from "./zipGuard";

/**
 * Walks the rows of an .xlsx's first worksheet until `onRow` returns false; answers why the file
 * cannot be read, or null. The ZIP is checked first (size, ratio, entry count, real inflated
 * sizes) because exceljs expands the whole workbook in memory: that check is what bounds the work,
 * and the reader's row limit then stops the walk.
 */
export async function eachExcelRow(buffer: Buffer, onRow: (row: number, cells: string[]) => boolean): Promise<string | null> {
  const refusal = checkXlsxZip(buffer);
  if (refusal) return refusal;

  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's types predate Buffer<ArrayBufferLike>; the runtime takes any Node Buffer.
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    return INVALID_EXCEL;
  }
  const sheet = workbook.worksheets[0];
  // exceljs opens any ZIP; one without a worksheet is not a spreadsheet.
  if (!sheet) return INVALID_EXCEL;

  // findRow skips rows that only exist in formatting, and the loop can stop early, unlike eachRow.
  for (let rowNumber = 1; rowNumber <= sheet.rowCount; rowNumber += 1) {
    const row = sheet.findRow(rowNumber);
    if (!row) continue;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = cellText(cell);
    });
    if (
      !onRow(
        rowNumber,
        Array.from(cells, (cell) => cell ?? ""),
      )
    )
      break;
  }
  return null;
}

/** Reads the first worksheet of an .xlsx import into the records of `layout`'s columns. */
export async function readExcel<Column extends string>(buffer: Buffer, layout: SheetLayout<Column>): Promise<Sheet> {
  const collector = new SheetCollector(layout);
  const refusal = await eachExcelRow(buffer, (row, cells) => collector.add(row, cells));
  if (refusal) collector.refuse(refusal);
  return collector.finish();
}

export const readBankExcel = (buffer: Buffer): Promise<Sheet> => readExcel(buffer, BANK_LAYOUT);
