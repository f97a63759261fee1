import type { Role } from "@shared/constants";

/**
 * What the interface shows to whom. The server decides for real (server/policies); this only
 * mirrors it so nobody is offered a button that would be refused.
 */
type Actor = { role: Role } | null | undefined;
type Identified = { id: string; role: Role } | null | undefined;

/** The author of a record, or anyone above a professor. */
const authorOrSupervisor = (actor: Identified, record: { creatorId: string }) =>
  Boolean(actor) && (record.creatorId === actor?.id || actor?.role !== "professor");

export const can = {
  manageUsers: (actor: Actor) => actor?.role === "admin",
  seeAdministration: (actor: Actor) => actor?.role === "admin",
  manageOrganizations: (actor: Actor) => actor?.role !== undefined && actor.role !== "professor",
  /** A professor edits and deletes only the bank items they wrote; the other roles, any item. */
  changeBankItem: authorOrSupervisor,
  /** A professor changes, publishes and applies only their own exams; the other roles, any exam. */
  editExam: authorOrSupervisor,
};
