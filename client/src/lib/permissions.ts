import { changesSchoolRecord, isAdmin, isSupervisor, managesNetwork, managesSchool, managesUsers } from "@shared/roles";
import type { Role } from "@shared/constants";

/**
 * What the interface shows to whom. The server decides for real (server/policies), with the same
 * predicates (shared/roles.ts); this only mirrors it so nobody is offered a button that would be
 * refused. Nobody signed in may do any of it.
 */
function signedIn<Actor, Rest extends unknown[]>(rule: (actor: Actor, ...rest: Rest) => boolean) {
  return (actor: Actor | null | undefined, ...rest: Rest) => (actor ? rule(actor, ...rest) : false);
}

/** The signed-in user as the shared predicates read them: their schools by id. */
interface Member {
  id: string;
  role: Role;
  schools?: Array<{ id: string }>;
}
const asMember = (user: Member) => ({ id: user.id, role: user.role, schoolIds: (user.schools ?? []).map((school) => school.id) });

export const can = {
  manageUsers: signedIn(managesUsers),
  seeAdministration: signedIn(isAdmin),
  /** 'Registro de auditoria': administrators, and coordinators and principals for their schools. */
  readAuditLog: signedIn(isSupervisor),
  /** An exam across its schools and classes: administrators, coordinators and principals. */
  compareClasses: signedIn(isSupervisor),
  /** Unions, associations, grade levels, and creating or removing schools. */
  manageNetwork: signedIn(managesNetwork),
  /** A school's own record, its classes and their rosters. */
  manageSchool: signedIn((user: Member, schoolId: string) => managesSchool(asMember(user), schoolId)),
  /** Whether any school is theirs to manage: an administrator, or a coordinator or principal with a school. */
  manageSomeSchool: signedIn((user: Member) => isAdmin(user) || (isSupervisor(user) && (user.schools ?? []).length > 0)),
  /** The author, an administrator, or a coordinator or principal of one of the author's schools. */
  changeBankItem: signedIn((user: Member, item: { creatorId: string; creatorSchools?: Array<{ id: string }> }) =>
    changesSchoolRecord(asMember(user), {
      creatorId: item.creatorId,
      schoolIds: (item.creatorSchools ?? []).map((school) => school.id),
    }),
  ),
  /** The author, an administrator, or a coordinator or principal of the exam's school. */
  editExam: signedIn((user: Member, exam: { creatorId: string; schoolId?: string }) =>
    changesSchoolRecord(asMember(user), { creatorId: exam.creatorId, schoolIds: exam.schoolId ? [exam.schoolId] : [] }),
  ),
};
