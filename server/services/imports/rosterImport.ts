import type { Database } from "../../db/client";
import * as queries from "../../db/queries/students";
import { generateExamCode } from "../common/codes";
import { findClass } from "../organizations/organizations";
import { MAX_CODE_ATTEMPTS, translateStudentError } from "../students/students";
import { readUpload, refusedFile, type Upload } from "./registry";
import { rowsRefused } from "./rowErrors";
import { repeatedRegistrations, type RosterRow } from "./rosterSheet";

export interface RosterImportOutcome {
  created: number;
  updated: number;
  /** The whole roster after the import. */
  students: queries.StudentRow[];
}

/**
 * Imports a class roster from a CSV or .xlsx file: a row whose registration number the class
 * already has renames that student (a school re-sends its updated list), every other row becomes
 * a student with a new access code. All or nothing: one bad row refuses the file, with a message
 * per bad row, and the writes share one transaction.
 */
export async function importRoster(db: Database, classId: string, file: Upload | undefined): Promise<RosterImportOutcome> {
  await findClass(db, classId);
  const read = await readUpload("roster", file, undefined);
  if ("refusal" in read) throw refusedFile(read.refusal);
  const rows = read.items.filter((row) => row.problems.length === 0);
  const rowErrors = [...read.problems, ...read.items.flatMap((row) => row.problems), ...repeatedRegistrations(rows)];
  if (rowErrors.length > 0) throw rowsRefused(rowErrors, "Nenhum aluno foi importado");

  return db
    .transaction(async (tx) => {
      const { renames, additions } = await matchRoster(tx, classId, rows);
      const changedNames = renames.filter((rename) => rename.changed);
      await queries.renameStudents(tx, changedNames);
      await insertWithFreshCodes(tx, classId, additions);
      return { created: additions.length, updated: renames.length, students: await queries.listStudents(tx, classId) };
    })
    .catch(translateStudentError);
}

/** Splits the rows into renames of the class's students (by registration number) and new students. */
async function matchRoster(db: Database, classId: string, rows: RosterRow[]) {
  const registrations = rows.flatMap((row) => (row.registrationNumber ? [row.registrationNumber] : []));
  const existing = await queries.findStudentsByRegistration(db, classId, registrations);
  const byRegistration = new Map(existing.map((student) => [student.registrationNumber, student]));
  const renames: Array<{ id: string; name: string; changed: boolean }> = [];
  const additions: RosterRow[] = [];
  for (const row of rows) {
    const student = row.registrationNumber ? byRegistration.get(row.registrationNumber) : undefined;
    if (student) renames.push({ id: student.id, name: row.name, changed: student.name !== row.name });
    else additions.push(row);
  }
  return { renames, additions };
}

/**
 * Inserts the new students in one statement, each with an access code unique across the network.
 * A code another student holds is skipped by the insert and that row tried again with a new code;
 * with about a billion codes this is rare, so a few rounds always suffice.
 */
async function insertWithFreshCodes(db: Database, classId: string, rows: RosterRow[]): Promise<void> {
  let pending = rows;
  for (let attempt = 1; pending.length > 0; attempt++) {
    if (attempt > MAX_CODE_ATTEMPTS) throw new Error("Não foi possível gerar códigos de acesso únicos para a turma.");
    const codes = distinctCodes(pending.length);
    const inserted = await queries.insertStudentsWithFreeCodes(
      db,
      pending.map((row, index) => ({
        classId,
        name: row.name,
        registrationNumber: row.registrationNumber,
        accessCode: codes[index],
      })),
    );
    pending = pending.filter((_, index) => !inserted.has(codes[index]));
  }
}

function distinctCodes(count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(generateExamCode());
  return [...codes];
}
