import { useCurrentUser } from "@/lib/auth";
import { can } from "@/lib/permissions";

/**
 * What the signed-in user may change on the organisation screens (docs/architecture.md#7-authorization):
 * the network's records (unions, associations, grade levels, creating or removing a school) are
 * the administrators'; a school, its classes and their rosters are also its coordinators' and
 * principals'. Others only read the lists; the server refuses the rest with 403.
 */
export function useOrganizationRights() {
  const user = useCurrentUser();
  return {
    network: can.manageNetwork(user),
    school: (schoolId: string) => can.manageSchool(user, schoolId),
    someSchool: can.manageSomeSchool(user),
  };
}
