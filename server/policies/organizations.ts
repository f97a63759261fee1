import type { OrganizationReach } from "../db/queries/organizations";
import type { ScopedActor } from "./exams";
import { isAdmin, isSupervisor, managesNetwork, managesSchool } from "./roles";

/**
 * Organisations (docs/architecture.md#7-authorization). Unions, associations and grade levels are the
 * network's: everyone signed in reads them, administrators change them. Schools and classes are
 * seen within the caller's schools (and the classes they teach); a coordinator or principal
 * changes their own schools and their classes; only an administrator creates or removes a school.
 */
export const organizationReach = (actor: ScopedActor): OrganizationReach | undefined =>
  isAdmin(actor) ? undefined : { schoolIds: actor.schoolIds, classIds: actor.classIds };

/**
 * Rosters (names, registration numbers, access codes) are read by the school's coordinators and
 * principals and by the professors who teach the class; not by every colleague of the school.
 */
export const rosterReach = (actor: ScopedActor): OrganizationReach | undefined =>
  isAdmin(actor) ? undefined : { schoolIds: isSupervisor(actor) ? actor.schoolIds : [], classIds: actor.classIds };

export interface OrganizationPolicy<Item, Values> {
  /**
   * Checked before the body is read, so a caller who may never write learns nothing from validation:
   * whether they may create at all, and change or remove at all.
   */
  mayCreate(actor: ScopedActor): boolean;
  mayWrite(actor: ScopedActor): boolean;
  create(actor: ScopedActor, values: Values): boolean;
  update(actor: ScopedActor, item: Item, values: Values): boolean;
  remove(actor: ScopedActor, item: Item): boolean;
}

export const networkPolicy: OrganizationPolicy<unknown, unknown> = {
  mayCreate: managesNetwork,
  mayWrite: managesNetwork,
  create: managesNetwork,
  update: managesNetwork,
  remove: managesNetwork,
};

export const schoolPolicy: OrganizationPolicy<{ id: string }, unknown> = {
  mayCreate: managesNetwork,
  mayWrite: isSupervisor,
  create: managesNetwork,
  update: (actor, school) => managesSchool(actor, school.id),
  remove: managesNetwork,
};

export const classPolicy: OrganizationPolicy<{ schoolId: string }, { schoolId: string }> = {
  mayCreate: isSupervisor,
  mayWrite: isSupervisor,
  create: (actor, values) => managesSchool(actor, values.schoolId),
  update: (actor, item, values) => managesSchool(actor, item.schoolId) && managesSchool(actor, values.schoolId),
  remove: (actor, item) => managesSchool(actor, item.schoolId),
};
