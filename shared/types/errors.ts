/** Every failed answer of the API has this one shape (see docs/architecture.md#5-errors). */
export interface ApiErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string>;
  /** A file refused for its rows (a roster import): one message a row, "Linha N: ...". */
  rowErrors?: string[];
}
