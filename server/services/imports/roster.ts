import { REGISTRATION_NUMBER_MAX, STUDENT_NAME_MAX } from "../../../shared/schemas/students";
import { readCsv } from "./csv";
import { readExcel } from "./excel";
import type { SheetFileType } from "./fileType";
import { ROW_KEY, sheetLayout } from "./layout";
import { FILE_TOO_LARGE, MAX_IMPORT_BYTES } from "./limits";

/** A class roster from a school's spreadsheet: a name column and, optionally, the registration number. */

export type RosterColumn = "nome" | "matricula";

export const ROSTER_HEADER_NOT_FOUND =
  'Cabeçalho não encontrado: a planilha deve ter uma coluna "Nome" (e, se houver, "Matrícula") nas primeiras linhas.';
export const NO_STUDENTS = "A planilha não tem alunos: preencha os nomes nas linhas abaixo do cabeçalho.";

export const ROSTER_LAYOUT = sheetLayout<RosterColumn>({
  aliases: {
    nome: ["nome", "aluno", "aluno(a)", "nome do aluno", "nome do(a) aluno(a)", "nome completo", "estudante", "student", "name"],
    matricula: [
      "matricula",
      "matricula do aluno",
      "ra",
      "registro",
      "numero de matricula",
      "nº matrícula",
      "registration",
      "registration number",
      "id",
    ],
  },
  // A list of names alone is a roster too.
  isHeader: (columns) => columns.includes("nome"),
  headerNotFound: ROSTER_HEADER_NOT_FOUND,
});

export type RosterRow = { row: number; name: string; registrationNumber: string | null };

/** Either the file is refused whole (one message), or its rows come with one message per bad row. */
export type RosterFile = { refusal: string } | { rows: RosterRow[]; rowErrors: string[] };

export async function readRosterFile(type: SheetFileType, buffer: Buffer): Promise<RosterFile> {
  if (buffer.length > MAX_IMPORT_BYTES) return { refusal: FILE_TOO_LARGE };
  const sheet = type === "csv" ? readCsv(buffer, ROSTER_LAYOUT) : await readExcel(buffer, ROSTER_LAYOUT);
  if (sheet.rows.length === 0) return { refusal: sheet.errors[0] ?? NO_STUDENTS };

  const rows: RosterRow[] = [];
  const rowErrors = [...sheet.errors];
  for (const cells of sheet.rows) {
    const row = Number(cells[ROW_KEY]);
    const name = (cells.nome ?? "").replace(/\s+/g, " ").trim();
    const registrationNumber = (cells.matricula ?? "").trim();
    // A numbered line of a call list left without a student (other columns filled) is no student.
    if (!name && !registrationNumber) continue;
    const problem = rowProblem(name, registrationNumber);
    if (problem) rowErrors.push(`Linha ${row}: ${problem}`);
    else rows.push({ row, name, registrationNumber: registrationNumber || null });
  }
  if (rows.length === 0 && rowErrors.length === 0) return { refusal: NO_STUDENTS };
  return { rows, rowErrors: [...rowErrors, ...repeatedRegistrations(rows)] };
}

function rowProblem(name: string, registrationNumber: string): string | null {
  if (!name) return "nome do aluno é obrigatório.";
  if (name.length > STUDENT_NAME_MAX) return `nome do aluno com mais de ${STUDENT_NAME_MAX} caracteres.`;
  if (registrationNumber.length > REGISTRATION_NUMBER_MAX) return `matrícula com mais de ${REGISTRATION_NUMBER_MAX} caracteres.`;
  return null;
}

const listFormat = new Intl.ListFormat("pt-BR", { type: "conjunction" });

/** A registration number is one student of the class: two rows with it cannot both be right. */
function repeatedRegistrations(rows: RosterRow[]): string[] {
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
