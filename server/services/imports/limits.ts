/**
 * Bounds on reading an .xlsx, and the messages that refuse one past them or not a workbook at all.
 * The limits every import shares (size, rows, columns) are in shared/imports/limits.ts.
 */

/** An .xlsx is a ZIP: these keep a small upload from expanding into gigabytes in memory (a zip bomb). */
export const MAX_ZIP_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
export const MAX_ZIP_RATIO = 100;
export const MAX_ZIP_ENTRIES = 1000;
/** Below this size a high ratio is harmless (a sheet of repeated cells compresses well), so it is not judged. */
export const ZIP_RATIO_FLOOR_BYTES = 1024 * 1024;

export const INVALID_EXCEL = "Arquivo Excel inválido.";
export const LEGACY_EXCEL = "Arquivo Excel inválido. Salve a planilha como .xlsx (Excel 2007 ou mais recente) e sem senha.";
export const ZIP_TOO_LARGE = "Arquivo Excel recusado: descompactado passaria de 100 MB.";
export const ZIP_RATIO_TOO_HIGH = "Arquivo Excel recusado: compactação suspeita (mais de 100 vezes o tamanho do arquivo).";
export const ZIP_TOO_MANY_ENTRIES = "Arquivo Excel recusado: contém mais de 1.000 arquivos internos.";
export const ZIP_SIZE_MISMATCH =
  "Arquivo Excel recusado: o conteúdo não confere com os tamanhos declarados (arquivo corrompido ou malicioso).";
