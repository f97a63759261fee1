import { AppError } from "../../errors";

/** Enough to fix a file by; a file wrong on every line does not need thousands of messages. */
const MAX_ROW_ERRORS = 100;

/**
 * An all-or-nothing import refused for its rows: one message per bad row, under a sentence that
 * says nothing was saved (`nothingSaved`, e.g. "Nenhum aluno foi importado").
 */
export function rowsRefused(rowErrors: string[], nothingSaved: string): AppError {
  const shown = rowErrors.slice(0, MAX_ROW_ERRORS);
  if (rowErrors.length > shown.length) shown.push(`… e mais ${rowErrors.length - shown.length} problemas.`);
  const problems = rowErrors.length === 1 ? "o problema abaixo" : `os ${rowErrors.length} problemas abaixo`;
  return new AppError(400, "invalid_rows", `${nothingSaved}: corrija ${problems} e envie a planilha de novo.`, undefined, shown);
}
