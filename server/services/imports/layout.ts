import { compactKey } from "../../../shared/imports/text";

/**
 * The key the readers add to each record beside its columns: the row number a spreadsheet program
 * shows. `#` cannot come out of a layout's column lookup, so no spreadsheet column can overwrite it.
 */
export const ROW_KEY = "#row";

/**
 * What one kind of import reads from a spreadsheet: its columns, found by the header names people
 * write for them, and what makes a row the header (a title or blank lines may sit above it).
 */
export interface SheetLayout<Column extends string = string> {
  /** The column a header cell names, or undefined for a column this import does not read. */
  column(header: string): Column | undefined;
  isHeader(columns: ReadonlyArray<Column | undefined>): boolean;
  /** Why a file is refused when no row within the first few looks like the header. */
  headerNotFound: string;
}

/** Aliases are compared with `compactKey`: any case, with or without accents, spaces or underscores. */
export function sheetLayout<Column extends string>(definition: {
  aliases: Record<Column, string[]>;
  isHeader: (columns: ReadonlyArray<Column | undefined>) => boolean;
  headerNotFound: string;
}): SheetLayout<Column> {
  const byAlias = new Map<string, Column>();
  for (const [column, aliases] of Object.entries(definition.aliases) as Array<[Column, string[]]>) {
    for (const alias of aliases) byAlias.set(compactKey(alias), column);
  }
  return {
    column: (header) => byAlias.get(compactKey(header)),
    isHeader: definition.isHeader,
    headerNotFound: definition.headerNotFound,
  };
}
