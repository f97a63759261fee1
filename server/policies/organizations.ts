import { managesOrganizations } from "./roles";

/** Organisations: everyone signed in reads them; coordinators, principals and admins change them. */
export const organizationPolicy = {
  manage: managesOrganizations,
};
