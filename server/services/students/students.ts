import type { StudentValues } from "../../../shared/schemas/students";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import * as queries from "../../db/queries/students";
import { AppError } from "../../errors";
import { generateExamCode } from "../common/codes";
import { findClass } from "../organizations/organizations";

const STUDENT_NOT_FOUND = "Aluno não encontrado.";
const REGISTRATION_TAKEN = "Já existe um aluno com esta matrícula nesta turma.";

/** The class must exist (its lookup answers 404 in Portuguese otherwise). */
export async function listStudents(db: Database, classId: string) {
  await findClass(db, classId);
  return queries.listStudents(db, classId);
}

/** A registration number taken in the class becomes the form's message; anything else goes on. */
export function translateStudentError(error: unknown): never {
  if (isUniqueViolation(error, "students_class_registration_unique")) {
    throw AppError.badRequest(REGISTRATION_TAKEN, { registrationNumber: REGISTRATION_TAKEN });
  }
  throw error;
}

export const MAX_CODE_ATTEMPTS = 5;

/**
 * Adds a student with a personal access code: six characters from the same unambiguous alphabet
 * as exam codes, unique across the school network, retried on the rare collision.
 */
export async function addStudent(db: Database, classId: string, values: StudentValues) {
  await findClass(db, classId);
  for (let attempt = 1; ; attempt++) {
    try {
      return await queries.insertStudent(db, { ...values, classId, accessCode: generateExamCode() });
    } catch (error) {
      if (isUniqueViolation(error, "students_access_code_unique") && attempt < MAX_CODE_ATTEMPTS) continue;
      translateStudentError(error);
    }
  }
}

export async function updateStudent(db: Database, id: string, values: StudentValues) {
  const updated = await queries.updateStudent(db, id, values).catch(translateStudentError);
  if (!updated) throw AppError.notFound(STUDENT_NOT_FOUND);
  return updated;
}

export async function removeStudent(db: Database, id: string): Promise<void> {
  if (!(await queries.findStudent(db, id))) throw AppError.notFound(STUDENT_NOT_FOUND);
  await queries.deleteStudent(db, id);
}
