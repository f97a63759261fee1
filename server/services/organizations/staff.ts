import type { TeachingAssignmentValues } from "../../../shared/schemas/staff";
import type { Database } from "../../db/client";
import * as memberships from "../../db/queries/memberships";
import { AppError } from "../../errors";
import type { ScopedActor } from "../../policies/exams";
import { organizationReach } from "../../policies/organizations";
import { authorize, managesSchool } from "../../policies/roles";
import { changed } from "../cache/changes";
import { findClass, findSchool } from "./organizations";

/**
 * Who works where (docs/product.md#191-schools-and-staff): a school's staff, and the professors who teach
 * each class. Assignments are made by the school's coordinators and principals, or an administrator.
 */

/** The staff of a school the caller belongs to (an administrator: any). */
export async function schoolStaff(db: Database, actor: ScopedActor, schoolId: string) {
  await findSchool(db, schoolId, organizationReach(actor));
  return memberships.staffOfSchool(db, schoolId);
}

export async function classTeachers(db: Database, actor: ScopedActor, classId: string) {
  await findClass(db, classId, organizationReach(actor));
  return memberships.teachersOfClass(db, classId);
}

async function managedClass(db: Database, actor: ScopedActor, classId: string) {
  const found = await findClass(db, classId, organizationReach(actor));
  authorize(managesSchool(actor, found.schoolId), "Apenas a coordenação ou a direção da escola atribui professores às turmas.");
  return found;
}

const NOT_OF_SCHOOL = "Este usuário não faz parte da escola desta turma.";

export async function assignTeacher(db: Database, actor: ScopedActor, classId: string, values: TeachingAssignmentValues) {
  const found = await managedClass(db, actor, classId);
  if (!(await memberships.isMember(db, values.userId, found.schoolId))) {
    throw AppError.badRequest(NOT_OF_SCHOOL, { userId: NOT_OF_SCHOOL });
  }
  await memberships.insertAssignment(db, { userId: values.userId, classId, subject: values.subject });
  changed("organizations", "exams");
  return memberships.teachersOfClass(db, classId);
}

export async function unassignTeacher(db: Database, actor: ScopedActor, classId: string, assignmentId: string) {
  await managedClass(db, actor, classId);
  if (!(await memberships.deleteAssignment(db, classId, assignmentId))) {
    throw AppError.notFound("Atribuição não encontrada.");
  }
  changed("organizations", "exams");
}
