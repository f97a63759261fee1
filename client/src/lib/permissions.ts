import { authorOrSupervisor, isAdmin, managesOrganizations, managesUsers } from "@shared/roles";

/**
 * What the interface shows to whom. The server decides for real (server/policies), with the same
 * predicates (shared/roles.ts); this only mirrors it so nobody is offered a button that would be
 * refused. Nobody signed in may do any of it.
 */
function signedIn<Actor, Rest extends unknown[]>(rule: (actor: Actor, ...rest: Rest) => boolean) {
  return (actor: Actor | null | undefined, ...rest: Rest) => (actor ? rule(actor, ...rest) : false);
}

export const can = {
  manageUsers: signedIn(managesUsers),
  seeAdministration: signedIn(isAdmin),
  manageOrganizations: signedIn(managesOrganizations),
  /** A professor edits and deletes only the bank items they wrote; the other roles, any item. */
  changeBankItem: signedIn(authorOrSupervisor),
  /** A professor changes, publishes and applies only their own exams; the other roles, any exam. */
  editExam: signedIn(authorOrSupervisor),
};
