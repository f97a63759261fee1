import type { RequestHandler } from "express";
import type { UserRow } from "../db/schema";
import type { SignedInUser } from "../http/auth";
import { AppError } from "../errors";

/** The role predicates every policy is built from are shared with the client, which mirrors them. */
export { changesSchoolRecord, isAdmin, isSupervisor, managesNetwork, managesSchool, managesUsers } from "../../shared/roles";

export type Actor = Pick<UserRow, "id" | "role">;

/** Throws 403 unless the policy allowed it (the record was already found visible). */
export function authorize(allowed: boolean, message?: string): void {
  if (!allowed) throw AppError.forbidden(message);
}

/**
 * Route guard for rules that depend only on the caller, checked before the body is validated so
 * a caller without the right learns nothing from validation messages. Runs after `requireUser`.
 */
export function permit(
  rule: (actor: SignedInUser) => boolean,
  deny: () => AppError = () => AppError.forbidden(),
): RequestHandler {
  return (req, _res, next) => next(req.auth && rule(req.auth.user) ? undefined : deny());
}
