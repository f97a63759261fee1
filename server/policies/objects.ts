import type { ObjectMeta } from "../db/queries/objects";
import { isAdmin, isSupervisor, type Actor } from "./roles";

/**
 * Files: public ones (logos, profile photos) are readable by anyone with the link; private ones
 * (question images) by their owner and by the roles that read every exam.
 */
export const objectPolicy = {
  read: (actor: Actor | undefined, object: Pick<ObjectMeta, "visibility" | "ownerId">) =>
    object.visibility === "public" || (actor !== undefined && (actor.id === object.ownerId || isSupervisor(actor))),
  manage: (actor: Actor, object: Pick<ObjectMeta, "ownerId">) => actor.id === object.ownerId || isAdmin(actor),
};
