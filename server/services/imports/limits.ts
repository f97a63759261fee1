/** Bounds on what one bank import may cost the server, and the messages that refuse a file past them. */

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5000;

export const FILE_TOO_LARGE = "Arquivo muito grande: o limite é 10 MB.";
export const TOO_MANY_ROWS = "Arquivo com mais de 5.000 linhas: divida-o em partes menores.";

/**
 * The widest sheet Excel itself can hold. A CSV line past it is not a spreadsheet, and the parser
 * would build an array of every cell first: a 10 MB line of separators costs over 500 MB.
 */
export const MAX_IMPORT_COLUMNS = 16_384;
export const TOO_MANY_COLUMNS = "Arquivo CSV recusado: uma linha tem mais de 16.384 colunas (o máximo de uma planilha).";

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
