import type { Role } from "./constants";

/**
 * Who may do what, by role. The server's policies decide with these (server/policies/) and the
 * client offers only what they allow (client/src/lib/permissions.ts), so the two cannot drift.
 */
type Holder = { role: Role };

export const isAdmin = (actor: Holder) => actor.role === "admin";

/** Coordinators, principals and administrators supervise every teacher's exams and bank items. */
export const isSupervisor = (actor: Holder) => actor.role !== "professor";

/** Unions, associations, schools, grade levels, classes and rosters: kept by the supervisors. */
export const managesOrganizations = isSupervisor;

/** Only administrators manage accounts. */
export const managesUsers = isAdmin;

/** An exam or a bank item is changed by its author or by a supervisor. */
export const authorOrSupervisor = (actor: Holder & { id: string }, record: { creatorId: string }) =>
  record.creatorId === actor.id || isSupervisor(actor);
