import { randomInt } from "node:crypto";
import { compactKey } from "../../../shared/imports/text";
import type { Database } from "../../db/client";
import { addUserToSchool, insertAssignment } from "../../db/queries/memberships";
import { listClasses, listSchools } from "../../db/queries/organizations";
import * as userQueries from "../../db/queries/users";
import { ALPHABET } from "../common/codes";
import { hashPassword } from "../auth/passwords";
import { changed } from "../cache/changes";
import { readUpload, refusedFile, type Upload } from "../imports/registry";
import { rowsRefused } from "../imports/rowErrors";
import type { StaffRow } from "../imports/staffSheet";

/**
 * The network's staff from a spreadsheet (docs/product.md#191-schools-and-staff): each row a person, their
 * role, their school and the classes they teach there. A new email becomes an account (with the
 * password of the file, or a temporary one reported once); a known email joins the school and its
 * classes. All or nothing: one bad row refuses the file, with a message per bad row.
 */

/** Each password is hashed in a worker (about 60 ms): a file is kept to what a network's largest school lists. */
export const MAX_STAFF_ROWS = 500;

export interface ImportedPerson {
  row: number;
  username: string;
  email: string;
  role: StaffRow["role"];
  school: string | null;
  classes: string[];
  /** A password made up for a new account without one in the file: shown to the administrator once. */
  temporaryPassword: string | null;
  status: "created" | "updated";
}

export interface StaffImportOutcome {
  created: number;
  updated: number;
  people: ImportedPerson[];
}

const temporaryPassword = () =>
  Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)])
    .join("")
    .toLowerCase();

/** A row with its school and classes found, or why they were not. */
type ResolvedRow = StaffRow & { schoolId: string | null; schoolLabel: string | null; classIds: string[] };

async function resolvePlaces(db: Database, rows: StaffRow[]): Promise<{ resolved: ResolvedRow[]; problems: string[] }> {
  const schoolsByName = new Map((await listSchools(db)).map((school) => [compactKey(school.name), school]));
  const classes = await listClasses(db);
  const problems: string[] = [];
  const resolved = rows.map((row) => {
    const school = row.schoolName ? schoolsByName.get(compactKey(row.schoolName)) : undefined;
    if (row.schoolName && !school) problems.push(`Linha ${row.row}: escola "${row.schoolName}" não encontrada.`);
    const classIds = row.classNames.flatMap((name) => {
      // Classes keep their names from year to year: the most recent one is meant (the list is newest first).
      const found = classes.find((item) => item.schoolId === school?.id && compactKey(item.name) === compactKey(name));
      if (school && !found) problems.push(`Linha ${row.row}: turma "${name}" não encontrada na escola ${school.name}.`);
      return found ? [found.id] : [];
    });
    return { ...row, schoolId: school?.id ?? null, schoolLabel: school?.name ?? null, classIds };
  });
  return { resolved, problems };
}

/** An email is one account, and a name too (names are unique): two rows with one cannot both be right. */
function repeated(rows: StaffRow[], keyOf: (row: StaffRow) => string, label: string): string[] {
  const seen = new Map<string, number>();
  return rows.flatMap((row) => {
    const first = seen.get(keyOf(row));
    if (first === undefined) seen.set(keyOf(row), row.row);
    return first === undefined ? [] : [`Linha ${row.row}: ${label} "${keyOf(row)}" repetido (já na linha ${first}).`];
  });
}

export async function importStaff(db: Database, file: Upload | undefined): Promise<StaffImportOutcome> {
  const read = await readUpload("staff", file, undefined);
  if ("refusal" in read) throw refusedFile(read.refusal);
  if (read.items.length > MAX_STAFF_ROWS) {
    throw refusedFile(`A planilha tem ${read.items.length} pessoas; envie no máximo ${MAX_STAFF_ROWS} por arquivo.`);
  }
  const rows = read.items.filter((row) => row.problems.length === 0);
  const { resolved, problems } = await resolvePlaces(db, rows);
  const accounts = await userQueries.findUsersByIdentities(db, {
    emails: resolved.map((row) => row.email),
    usernames: resolved.map((row) => row.name),
  });
  const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const existing = new Map(resolved.map((row) => [row.email, accounts.find((user) => sameText(user.email, row.email))]));
  const rowErrors = [
    ...read.problems,
    ...read.items.flatMap((row) => row.problems),
    ...repeated(rows, (row) => row.email, "email"),
    ...repeated(rows, (row) => row.name.toLowerCase(), "nome"),
    ...problems,
  ];
  for (const row of resolved) {
    if (existing.get(row.email)) continue;
    if (accounts.some((user) => sameText(user.username, row.name)))
      rowErrors.push(`Linha ${row.row}: já existe um usuário chamado "${row.name}"; use um nome diferente.`);
  }
  if (rowErrors.length > 0) throw rowsRefused(rowErrors, "Ninguém foi importado");

  const passwords = resolved.map((row) => (existing.get(row.email) ? null : (row.password ?? temporaryPassword())));
  const hashes = await Promise.all(passwords.map((password) => (password ? hashPassword(password) : null)));
  const people = await db.transaction(async (tx) => {
    const imported: ImportedPerson[] = [];
    for (const [index, row] of resolved.entries()) {
      const known = existing.get(row.email);
      const user =
        known ??
        (await userQueries.insertUser(tx, {
          username: row.name,
          email: row.email,
          passwordHash: hashes[index]!,
          role: row.role,
          isActive: true,
        }));
      if (row.schoolId && user.role !== "admin") await addUserToSchool(tx, user.id, row.schoolId);
      for (const classId of row.classIds) await insertAssignment(tx, { userId: user.id, classId, subject: row.subject });
      imported.push({
        row: row.row,
        username: user.username,
        email: user.email,
        role: user.role,
        school: row.schoolLabel,
        classes: row.classNames,
        temporaryPassword: known || row.password ? null : passwords[index],
        status: known ? "updated" : "created",
      });
    }
    return imported;
  });
  changed("users", "organizations", "exams");
  return {
    created: people.filter((person) => person.status === "created").length,
    updated: people.filter((person) => person.status === "updated").length,
    people,
  };
}
