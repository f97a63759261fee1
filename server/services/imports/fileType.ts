import { extname } from "node:path";
import { looksLikeWorkbook } from "./zipGuard";

export type SheetFileType = "csv" | "excel";

export const UNSUPPORTED_SHEET =
  "Formato de arquivo não suportado: envie uma planilha Excel (.xlsx) ou um arquivo CSV. " +
  "Uma planilha .xls ou .ods pode ser salva como .xlsx ou CSV no próprio programa (Salvar como).";

/** Names a CSV arrives under; a file with no extension is judged by its bytes alone. */
const TEXT_EXTENSIONS = new Set([".csv", ".txt", ""]);

/**
 * Whether an uploaded spreadsheet is read as CSV or as Excel, from its name and its first bytes;
 * null for other formats (.xls, .ods, .numbers, .pdf…), which the caller refuses with
 * `UNSUPPORTED_SHEET`. A workbook behind a text name goes to the Excel reader, which reads it or
 * explains why not (an old .xls renamed, a password).
 */
export function sheetFileType(fileName: string, bytes: Buffer): SheetFileType | null {
  const extension = extname(fileName).toLowerCase();
  if (extension === ".xlsx") return "excel";
  if (!TEXT_EXTENSIONS.has(extension)) return null;
  return looksLikeWorkbook(bytes) ? "excel" : "csv";
}
