import type { StudentValues } from "../../../shared/schemas/students";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import * as queries from "../../db/queries/students";
import { AppError } from "../../errors";
import { generateExamCode } from "../common/codes";
import type { ScopedActor } from "../../policies/exams";
import { rosterReach } from "../../policies/organizations";
import { authorize, managesSchool } from "../../policies/roles";
import { findClass } from "../organizations/organizations";
import { recordAudit, type AuditActor } from "../audit/record";

const STUDENT_NOT_FOUND = "Aluno não encontrado.";
const REGISTRATION_TAKEN = "Já existe um aluno com esta matrícula nesta turma.";

/** The roster of a class the caller reaches (docs/architecture.md#7-authorization); any other answers 404. */
export async function listStudents(db: Database, actor: ScopedActor, classId: string) {
  await findClass(db, classId, rosterReach(actor));
  return queries.listStudents(db, classId);
}

/** A class whose roster the caller may change: 404 out of reach, 403 for a reader who may not write. */
export async function classOfRosterOrFail(db: Database, actor: ScopedActor, classId: string) {
  const found = await findClass(db, classId, rosterReach(actor));
  authorize(managesSchool(actor, found.schoolId));
  return found;
}

/**
 * A student whose roster the caller may change, with their class, else as if absent (404) or
 * refused (403). The same rule opens the student's data to export and to erase.
 */
export async function changeableStudent(db: Database, actor: ScopedActor, id: string) {
  const student = await queries.findStudent(db, id);
  if (!student) throw AppError.notFound(STUDENT_NOT_FOUND);
  const schoolClass = await classOfRosterOrFail(db, actor, student.classId).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 404 ? AppError.notFound(STUDENT_NOT_FOUND) : error;
  });
  return { student, schoolClass };
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

export async function updateStudent(db: Database, actor: ScopedActor, id: string, values: StudentValues) {
  await changeableStudent(db, actor, id);
  const updated = await queries.updateStudent(db, id, values).catch(translateStudentError);
  if (!updated) throw AppError.notFound(STUDENT_NOT_FOUND);
  return updated;
}

/** Removes the student from the roster; their attempts stay, with the name they were given (docs/architecture.md#3-data-model). */
export async function removeStudent(db: Database, actor: ScopedActor & AuditActor, id: string): Promise<void> {
  const { schoolClass } = await changeableStudent(db, actor, id);
  await db.transaction(async (tx) => {
    await queries.deleteStudent(tx, id);
    await recordAudit(tx, actor, {
      action: "student_deleted",
      entityType: "student",
      entityId: id,
      schoolId: schoolClass.schoolId,
      summary: `Aluno excluído da turma "${schoolClass.name}".`,
      before: { className: schoolClass.name },
    });
  });
}
