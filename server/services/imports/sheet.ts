import { ROW_KEY, type SheetLayout } from "./layout";
import { MAX_IMPORT_ROWS, TOO_MANY_ROWS } from "../../../shared/imports/limits";

/** What every reader hands back: one record per data row, keyed by the layout's columns, plus `ROW_KEY`. */
export type Sheet = { rows: Array<Record<string, string>>; errors: string[] };

/** A title or a blank line or two may sit above the header in a real spreadsheet; further down it is not a header. */
const HEADER_SEARCH_ROWS = 10;

/**
 * Turns spreadsheet rows into records as a reader produces them, so a reader can stop as soon as
 * the file passes the row limit instead of reading it whole. Columns the layout does not know are left out.
 */
export class SheetCollector<Column extends string> {
  private columns: Array<Column | undefined> | undefined;
  private rowsBeforeHeader = 0;
  private refusal: string | undefined;
  private readonly rows: Array<Record<string, string>> = [];
  private readonly errors: string[] = [];

  constructor(private readonly layout: SheetLayout<Column>) {}

  /** Returns false when the reader should stop. */
  add(rowNumber: number, rawCells: string[]): boolean {
    const cells = rawCells.map((cell) => cell.trim());
    if (cells.every((cell) => cell === "")) return true;
    if (!this.columns) return this.tryHeader(cells);
    if (this.rows.length >= MAX_IMPORT_ROWS) return this.refuse(TOO_MANY_ROWS);

    const record: Record<string, string> = { [ROW_KEY]: String(rowNumber) };
    this.columns.forEach((column, index) => {
      // The first of two columns that mean the same thing wins, unless it is blank.
      if (column && !record[column]) record[column] = cells[index] ?? "";
    });
    this.rows.push(record);
    return true;
  }

  /** A problem with one row that does not stop the file. */
  rowError(message: string): void {
    this.errors.push(message);
  }

  refuse(message: string): false {
    this.refusal = message;
    return false;
  }

  finish(): Sheet {
    if (this.refusal) return { rows: [], errors: [this.refusal] };
    if (!this.columns) return { rows: [], errors: [this.layout.headerNotFound] };
    return { rows: this.rows, errors: this.errors };
  }

  private tryHeader(cells: string[]): boolean {
    const columns = cells.map((cell) => this.layout.column(cell));
    if (this.layout.isHeader(columns)) {
      this.columns = columns;
      return true;
    }
    this.rowsBeforeHeader += 1;
    return this.rowsBeforeHeader < HEADER_SEARCH_ROWS || this.refuse(this.layout.headerNotFound);
  }
}
