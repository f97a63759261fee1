import type { UserRow } from "../db/schema";
import type { Profile, User } from "../../shared/types/users";

/** The API shape of a user: never the password hash. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    isActive: row.isActive,
    profilePhotoUrl: row.profilePhotoUrl,
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
