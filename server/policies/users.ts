import type { UserRow } from "../db/schema";
import { AppError } from "../errors";
import { managesUsers, type Actor } from "./roles";

/** Users: only administrators manage accounts; everyone manages their own profile. */
export const userPolicy = {
  manage: managesUsers,
  /** Profile, password and photo: each person their own. */
  ownAccount: (actor: Actor, target: Pick<UserRow, "id">) => actor.id === target.id,
  /** An admin may not lock themself out: no self-deactivation, no giving up the admin role. */
  changeAccess: (actor: Actor, targetId: string, changes: Partial<Pick<UserRow, "role" | "isActive">>) =>
    actor.id !== targetId || (changes.isActive !== false && (changes.role === undefined || changes.role === "admin")),
};

/** The spec has the server answer 401, not 403, when someone other than an admin creates a user. */
export const userCreationDenied = () => AppError.unauthorized("Apenas administradores podem criar usuários.");
