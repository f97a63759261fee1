import type { Role } from "./constants";

/**
 * Who may do what, by role. The server's policies decide with these (server/policies/) and the
 * client offers only what they allow (client/src/lib/permissions.ts), so the two cannot drift.
 */
type Holder = { role: Role };

export const isAdmin = (actor: Holder) => actor.role === "admin";

/**
 * Coordinators and principals supervise the schools they belong to; administrators, the whole
 * network (docs/architecture.md#7-authorization).
 */
export const isSupervisor = (actor: Holder) => actor.role !== "professor";

/** Unions, associations, grade levels and new schools are the network's: kept by administrators. */
export const managesNetwork = isAdmin;

/** Only administrators manage accounts. */
export const managesUsers = isAdmin;

type Member = Holder & { id: string; schoolIds: string[] };

/** A school's own records (the school, its classes and rosters): its coordinators and principals, and administrators. */
export const managesSchool = (actor: Member, schoolId: string) =>
  isAdmin(actor) || (isSupervisor(actor) && actor.schoolIds.includes(schoolId));

/**
 * An exam (of its school) or a bank item (of its author's schools) is changed by its author, by an
 * administrator, or by a coordinator or principal of one of those schools.
 */
export const changesSchoolRecord = (actor: Member, record: { creatorId: string; schoolIds: string[] }) =>
  record.creatorId === actor.id ||
  isAdmin(actor) ||
  (isSupervisor(actor) && record.schoolIds.some((id) => actor.schoolIds.includes(id)));
