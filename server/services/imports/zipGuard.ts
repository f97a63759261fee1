import { isOleContainer } from "../../../shared/imports/detect";
import { openZip, type ZipLimits, type ZipProblem } from "../common/zipArchive";
import {
  INVALID_EXCEL,
  LEGACY_EXCEL,
  MAX_ZIP_ENTRIES,
  MAX_ZIP_RATIO,
  MAX_ZIP_UNCOMPRESSED_BYTES,
  ZIP_RATIO_FLOOR_BYTES,
  ZIP_RATIO_TOO_HIGH,
  ZIP_SIZE_MISMATCH,
  ZIP_TOO_LARGE,
  ZIP_TOO_MANY_ENTRIES,
} from "./limits";

/**
 * Checks an .xlsx (a ZIP) before exceljs expands it in memory: the ZIP's declared sizes are judged
 * (../common/zipArchive.ts), then every entry is inflated up to its declared size, because exceljs
 * expands them all and a zip bomb can also lie about its sizes. Returns the refusal message, or
 * null when the file may be read.
 */

const XLSX_LIMITS: ZipLimits = {
  maxEntries: MAX_ZIP_ENTRIES,
  maxUncompressedBytes: MAX_ZIP_UNCOMPRESSED_BYTES,
  maxRatio: MAX_ZIP_RATIO,
  ratioFloorBytes: ZIP_RATIO_FLOOR_BYTES,
};

const REFUSALS: Record<ZipProblem, string> = {
  invalid: INVALID_EXCEL,
  // A workbook saved with a password: the message says to save it without one.
  encrypted: LEGACY_EXCEL,
  "too-large": ZIP_TOO_LARGE,
  ratio: ZIP_RATIO_TOO_HIGH,
  "too-many-entries": ZIP_TOO_MANY_ENTRIES,
  "size-mismatch": ZIP_SIZE_MISMATCH,
};

export function checkXlsxZip(buffer: Buffer): string | null {
  // Old .xls files and password-protected .xlsx are OLE containers, not ZIPs.
  if (isOleContainer(buffer)) return LEGACY_EXCEL;
  const zip = openZip(buffer, XLSX_LIMITS);
  if ("problem" in zip) return REFUSALS[zip.problem];
  for (const entry of zip.entries) {
    const data = zip.read(entry);
    if ("problem" in data) return REFUSALS[data.problem];
  }
  return null;
}
