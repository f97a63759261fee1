import { ROLE_LABELS, ROLES, type Role } from "../../../shared/constants";
import {
  STAFF_COLUMN_ALIASES,
  STAFF_COLUMN_LABELS,
  STAFF_REQUIRED_COLUMNS,
  type StaffColumn,
} from "../../../shared/imports/columns";
import { compactKey } from "../../../shared/imports/text";
import { LIMITS } from "../../../shared/constants";
import { ROW_KEY, sheetLayout } from "./layout";
import type { ReadOutcome } from "./reader";
import type { Sheet } from "./sheet";

/**
 * The network's staff from a spreadsheet (CSV or Excel alike): name, email, role and school, and
 * optionally the classes a professor teaches (separated by ";" or ","), the subject and a first password.
 */

const required = STAFF_REQUIRED_COLUMNS.map((column) => `"${STAFF_COLUMN_LABELS[column]}"`).join(", ");
export const STAFF_HEADER_NOT_FOUND = `Cabeçalho não encontrado: a planilha deve ter as colunas ${required} nas primeiras linhas.`;
export const NO_STAFF = "A planilha não tem ninguém: preencha as pessoas nas linhas abaixo do cabeçalho.";

export const STAFF_LAYOUT = sheetLayout<StaffColumn>({
  aliases: STAFF_COLUMN_ALIASES,
  isHeader: (columns) => STAFF_REQUIRED_COLUMNS.every((column) => columns.includes(column)),
  headerNotFound: STAFF_HEADER_NOT_FOUND,
});

/** One person of the file; a row with problems will not be imported. */
export interface StaffRow {
  row: number;
  name: string;
  email: string;
  role: Role;
  schoolName: string;
  classNames: string[];
  subject: string;
  password: string | null;
  problems: string[];
}

/** "Professor", "professora", "Coordenação", "Diretor(a)", "admin": the role a person's title names. */
const ROLE_WORDS: Array<[string, Role]> = [
  ...ROLES.map((role): [string, Role] => [compactKey(role), role]),
  ...ROLES.map((role): [string, Role] => [compactKey(ROLE_LABELS[role]), role]),
  ["professora", "professor"],
  ["docente", "professor"],
  ["coordenadora", "coordenador"],
  ["coordenacao", "coordenador"],
  ["coordenadorpedagogico", "coordenador"],
  ["diretora", "diretor"],
  ["direcao", "diretor"],
  ["gestor", "diretor"],
  ["gestora", "diretor"],
  ["administradora", "admin"],
];
const roleOf = (text: string): Role | undefined =>
  ROLE_WORDS.find(([word]) => word === compactKey(text.replace(/\(a\)/g, "")))?.[1];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function staffRowsOf(sheet: Sheet): ReadOutcome<StaffRow> {
  if (sheet.rows.length === 0) return { refusal: sheet.errors[0] ?? NO_STAFF };
  const items: StaffRow[] = [];
  for (const cells of sheet.rows) {
    const cell = (column: StaffColumn) => (cells[column] ?? "").replace(/\s+/g, " ").trim();
    const [name, email, roleText, schoolName] = [cell("nome"), cell("email").toLowerCase(), cell("papel"), cell("escola")];
    if (!name && !email && !roleText && !schoolName) continue;
    const role = roleOf(roleText);
    const problems = [
      !name
        ? "nome é obrigatório."
        : name.length > LIMITS.usernameMax
          ? `nome com mais de ${LIMITS.usernameMax} caracteres.`
          : null,
      !EMAIL.test(email) || email.length > LIMITS.emailMax ? `email inválido ("${email}").` : null,
      !role ? `papel desconhecido ("${roleText}"): use Professor, Coordenador, Diretor ou Administrador.` : null,
      !schoolName && role !== "admin" ? "escola é obrigatória." : null,
    ].flatMap((problem) => (problem ? [`Linha ${cells[ROW_KEY]}: ${problem}`] : []));
    const password = cell("senha");
    if (password && password.length < LIMITS.passwordMin) {
      problems.push(`Linha ${cells[ROW_KEY]}: senha com menos de ${LIMITS.passwordMin} caracteres.`);
    }
    items.push({
      row: Number(cells[ROW_KEY]),
      name,
      email,
      role: role ?? "professor",
      schoolName,
      // "6º A; 7º B" or "6º A, 7º B": whichever the sheet's own separator leaves free.
      classNames: cell("turmas")
        .split(/[;,]/)
        .map((part) => part.trim())
        .filter(Boolean),
      subject: cell("disciplina") || "Geral",
      password: password || null,
      problems,
    });
  }
  if (items.length === 0 && sheet.errors.length === 0) return { refusal: NO_STAFF };
  return { items, problems: sheet.errors };
}
