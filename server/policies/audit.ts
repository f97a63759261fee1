import type { ScopedActor } from "./exams";
import { isAdmin } from "./roles";

/**
 * The audit log (docs/architecture.md#7-authorization) is read by administrators, whole, and by
 * coordinators and principals, for their own schools (professors are refused by the route's
 * guard). The schools whose events a reader sees; undefined: every event.
 */
export const auditReach = (actor: ScopedActor): string[] | undefined => (isAdmin(actor) ? undefined : actor.schoolIds);
