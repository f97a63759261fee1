/**
 * What one import may cost the server, written once: the server refuses past these, and the import
 * screens check the size before sending and show the same messages.
 */

const count = new Intl.NumberFormat("pt-BR");

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5000;

export const FILE_TOO_LARGE = `Arquivo muito grande: o limite é ${MAX_IMPORT_BYTES / (1024 * 1024)} MB.`;
export const TOO_MANY_ROWS = `Arquivo com mais de ${count.format(MAX_IMPORT_ROWS)} linhas: divida-o em partes menores.`;

/**
 * The widest sheet Excel itself can hold. A CSV line past it is not a spreadsheet, and the parser
 * would build an array of every cell first: a 10 MB line of separators costs over 500 MB.
 */
export const MAX_IMPORT_COLUMNS = 16_384;
export const TOO_MANY_COLUMNS = `Arquivo CSV recusado: uma linha tem mais de ${count.format(MAX_IMPORT_COLUMNS)} colunas (o máximo de uma planilha).`;
