import type { UserRow } from "../db/schema";
import type { Profile, StaffImportResult, User } from "../../shared/types/users";
import type { StaffImportOutcome } from "../services/users/staffImport";

/** A user with the schools they belong to (see withSchools). */
export type UserWithSchools = UserRow & { schools: Array<{ id: string; name: string }> };

/** The API shape of a user: never the password hash. */
export function presentUser(row: UserWithSchools): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    isActive: row.isActive,
    profilePhotoUrl: row.profilePhotoUrl,
    schools: row.schools.map(({ id, name }) => ({ id, name })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentProfile(row: UserRow): Profile {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    profilePhotoUrl: row.profilePhotoUrl,
  };
}

export function presentStaffImport(outcome: StaffImportOutcome): StaffImportResult {
  return {
    created: outcome.created,
    updated: outcome.updated,
    people: outcome.people.map(({ row, username, email, role, school, classes, temporaryPassword, status }) => ({
      row,
      username,
      email,
      role,
      school,
      classes,
      temporaryPassword,
      status,
    })),
  };
}
