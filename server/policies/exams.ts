import type { ExamAccess, ExamScope } from "../db/queries/examScope";
import type { Memberships } from "../db/queries/memberships";
import { isAdmin, isSupervisor, type Actor } from "./roles";

/** A caller with the schools they belong to and the classes they teach. */
export type ScopedActor = Actor & Memberships;

/**
 * Exams (docs/architecture.md#7-authorization): an administrator reaches every exam; a coordinator or
 * principal manages every exam of their schools; a professor manages their own. `read` adds what a
 * colleague may look at (shared with their school, or of a class they teach). Every lookup goes
 * through this scope, so an exam out of it is simply not found (404).
 */
export function examScope(actor: ScopedActor, access: ExamAccess = "manage"): ExamScope {
  if (isAdmin(actor)) return {};
  return {
    access,
    caller: {
      id: actor.id,
      managedSchoolIds: isSupervisor(actor) ? actor.schoolIds : [],
      memberSchoolIds: actor.schoolIds,
      taughtClassIds: actor.classIds,
    },
  };
}
