import { AppError } from "../../errors";

/** Enough to fix a file by; a file wrong on every line does not need thousands of messages. */
const MAX_ROW_ERRORS = 100;

/** The row a message is about ("Linha 7: …", "Linhas 2 e 7: …"); a message about the whole file comes before every row. */
const lineOf = (message: string) => Number(/^Linhas? (\d+)/.exec(message)?.[1] ?? 0);

/**
 * An all-or-nothing import refused for its rows: one message per bad row, in the order of the
 * rows whichever check found it, under a sentence that says nothing was saved (`nothingSaved`,
 * e.g. "Nenhum aluno foi importado").
 */
export function rowsRefused(rowErrors: string[], nothingSaved: string): AppError {
  const shown = [...rowErrors].sort((a, b) => lineOf(a) - lineOf(b)).slice(0, MAX_ROW_ERRORS);
  if (rowErrors.length > shown.length) shown.push(`… e mais ${rowErrors.length - shown.length} problemas.`);
  const problems = rowErrors.length === 1 ? "o problema abaixo" : `os ${rowErrors.length} problemas abaixo`;
  return new AppError(400, "invalid_rows", `${nothingSaved}: corrija ${problems} e envie a planilha de novo.`, undefined, shown);
}
