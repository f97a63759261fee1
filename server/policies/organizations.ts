import type { Actor } from "./roles";

/** Organisations: everyone signed in reads them; coordinators, principals and admins change them. */
export const organizationPolicy = {
  manage: (actor: Actor) => actor.role === "coordenador" || actor.role === "diretor" || actor.role === "admin",
};
