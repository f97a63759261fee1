import { ROSTER_COLUMN_ALIASES, ROSTER_COLUMN_LABELS, type RosterColumn } from "../../../shared/imports/columns";
import { REGISTRATION_NUMBER_MAX, STUDENT_NAME_MAX } from "../../../shared/schemas/students";
import { ROW_KEY, sheetLayout } from "./layout";
import type { ReadOutcome } from "./reader";
import type { Sheet } from "./sheet";

/** A class roster from a school's spreadsheet (CSV or Excel alike): a name column and, optionally, the registration number. */

export const ROSTER_HEADER_NOT_FOUND =
  `Cabeçalho não encontrado: a planilha deve ter uma coluna "${ROSTER_COLUMN_LABELS.nome}" ` +
  `(e, se houver, "${ROSTER_COLUMN_LABELS.matricula}") nas primeiras linhas.`;
export const NO_STUDENTS = "A planilha não tem alunos: preencha os nomes nas linhas abaixo do cabeçalho.";

export const ROSTER_LAYOUT = sheetLayout<RosterColumn>({
  aliases: ROSTER_COLUMN_ALIASES,
  // A list of names alone is a roster too.
  isHeader: (columns) => columns.includes("nome"),
  headerNotFound: ROSTER_HEADER_NOT_FOUND,
});

/** One student of the file; a row with problems will not be imported. */
export type RosterRow = { row: number; name: string; registrationNumber: string | null; problems: string[] };

export function rosterRowsOf(sheet: Sheet): ReadOutcome<RosterRow> {
  if (sheet.rows.length === 0) return { refusal: sheet.errors[0] ?? NO_STUDENTS };
  const items: RosterRow[] = [];
  for (const cells of sheet.rows) {
    const row = Number(cells[ROW_KEY]);
    const name = (cells.nome ?? "").replace(/\s+/g, " ").trim();
    const registrationNumber = (cells.matricula ?? "").trim();
    // A numbered line of a call list left without a student (other columns filled) is no student.
    if (!name && !registrationNumber) continue;
    const problem = rowProblem(name, registrationNumber);
    items.push({
      row,
      name,
      registrationNumber: registrationNumber || null,
      problems: problem ? [`Linha ${row}: ${problem}`] : [],
    });
  }
  if (items.length === 0 && sheet.errors.length === 0) return { refusal: NO_STUDENTS };
  return { items, problems: sheet.errors };
}

function rowProblem(name: string, registrationNumber: string): string | null {
  if (!name) return "nome do aluno é obrigatório.";
  if (name.length > STUDENT_NAME_MAX) return `nome do aluno com mais de ${STUDENT_NAME_MAX} caracteres.`;
  if (registrationNumber.length > REGISTRATION_NUMBER_MAX) return `matrícula com mais de ${REGISTRATION_NUMBER_MAX} caracteres.`;
  return null;
}

const listFormat = new Intl.ListFormat("pt-BR", { type: "conjunction" });

/** A registration number is one student of the class: two rows with it cannot both be right. */
export function repeatedRegistrations(rows: RosterRow[]): string[] {
  const rowsOf = new Map<string, number[]>();
  for (const { row, registrationNumber } of rows) {
    if (!registrationNumber) continue;
    const numbers = rowsOf.get(registrationNumber) ?? [];
    numbers.push(row);
    rowsOf.set(registrationNumber, numbers);
  }
  return [...rowsOf]
    .filter(([, numbers]) => numbers.length > 1)
    .map(
      ([registration, numbers]) =>
        `Linhas ${listFormat.format(numbers.map(String))}: matrícula "${registration}" repetida no arquivo.`,
    );
}
