import type { ObjectMeta } from "../db/queries/objects";
import type { ScopedActor } from "./exams";
import { isAdmin } from "./roles";

/**
 * Files: public ones (logos, profile photos) are readable by anyone with the link; private ones
 * (question images) by their owner, an administrator, and the colleagues of the owner's schools
 * (who read the exams and bank items they illustrate; docs/architecture.md#7-authorization).
 */
export const objectPolicy = {
  read: (actor: ScopedActor | undefined, object: Pick<ObjectMeta, "visibility" | "ownerId" | "ownerSchoolIds">) =>
    object.visibility === "public" ||
    (actor !== undefined &&
      (actor.id === object.ownerId || isAdmin(actor) || object.ownerSchoolIds.some((id) => actor.schoolIds.includes(id)))),
  manage: (actor: ScopedActor, object: Pick<ObjectMeta, "ownerId">) => actor.id === object.ownerId || isAdmin(actor),
};
