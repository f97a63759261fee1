import type { ExamScope } from "../db/queries/exams";
import { isSupervisor, type Actor } from "./roles";

/**
 * Exams: a professor reads and changes only their own; coordinators, principals and admins all
 * (docs/architecture.md#7-authorization). Every lookup goes through this scope, so an exam a professor
 * may not see is simply not found (404), and one they can see they may also change.
 */
export const examScope = (actor: Actor): ExamScope => (isSupervisor(actor) ? {} : { creatorId: actor.id });
