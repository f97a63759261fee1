import type { ImportKind } from "./formats";

/**
 * Which kind an import file is, told from its first bytes; its name is only a hint. The server
 * decides with this whatever the browser said, and the bank's screen uses it to show the kind and
 * ask a PDF's subject and grade. Browser-safe: no Node APIs.
 */

/** How many leading bytes detection looks at; a caller may pass only these. */
export const DETECTION_BYTES = 4096;

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]; // PK.. : an .xlsx
/** An OLE container: an old .xls, or an .xlsx saved with a password. */
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * Names that hint a kind. An .xls is not among them: a real one is known by its bytes (the Excel
 * reader then says how to save it as .xlsx), and text named .xls is refused like any other name.
 */
const NAME_HINTS: Record<string, ImportKind> = { csv: "csv", txt: "csv", xlsx: "excel", pdf: "pdf" };

const startsWith = (head: Uint8Array, signature: number[]) => signature.every((byte, index) => head[index] === byte);

export const isOleContainer = (head: Uint8Array): boolean => startsWith(head, OLE_SIGNATURE);

/** The kind the bytes themselves declare, or null for text and unknown binaries. */
function signedKind(head: Uint8Array): ImportKind | null {
  if (startsWith(head, PDF_SIGNATURE)) return "pdf";
  if (startsWith(head, ZIP_SIGNATURE) || isOleContainer(head)) return "excel";
  return null;
}

/** Text as a person types it: a NUL byte means a binary file (UTF-16 included, which no spreadsheet program saves as CSV). */
function looksLikeText(head: Uint8Array): boolean {
  return !head.subarray(0, DETECTION_BYTES).includes(0);
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : "";
}

/**
 * The kind to read `head` (the file's first bytes, or all of them) as, among the kinds an import
 * reads; null when it reads none of them, which the caller refuses with that import's message.
 *
 * - Bytes that declare a kind decide: a PDF named .csv is read as a PDF, a workbook named .csv as a workbook.
 * - A name this import does not read (.ods, .docx; .pdf for a roster) is refused, whatever text it holds.
 * - A name ending in .xlsx sends the file to the Excel reader, which refuses it: a workbook is always
 *   a ZIP, so one that is not is damaged or disguised, and its text is not read as rows no one saw.
 * - Other text is a CSV, whatever its name (a CSV saved as .pdf is still a CSV).
 * - Binary bytes under a .csv or .pdf name go to that reader, which says why it cannot read them;
 *   under no name at all they are no kind.
 */
export function detectKind(head: Uint8Array, fileName: string, readable: readonly ImportKind[]): ImportKind | null {
  const signed = signedKind(head);
  if (signed) return readable.includes(signed) ? signed : null;

  const extension = extensionOf(fileName);
  const named = extension ? (NAME_HINTS[extension] ?? null) : undefined;
  if (named === null || (named && !readable.includes(named))) return null;
  if (named === "excel") return named;
  if (looksLikeText(head)) return readable.includes("csv") ? "csv" : null;
  return named ?? null;
}
