import type { StudentRow } from "../db/queries/students";
import type { RosterImportOutcome } from "../services/imports/rosterImport";
import type { RosterImportResult, Student } from "../../shared/types/students";

export function presentStudent(row: StudentRow): Student {
  return {
    id: row.id,
    classId: row.classId,
    name: row.name,
    registrationNumber: row.registrationNumber,
    accessCode: row.accessCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentRosterImport(outcome: RosterImportOutcome): RosterImportResult {
  return { created: outcome.created, updated: outcome.updated, students: outcome.students.map(presentStudent) };
}
