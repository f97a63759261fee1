import { useCurrentUser } from "@/lib/auth";
import { can } from "@/lib/permissions";

/** Whether to offer create, edit and delete; others only read the lists (the server refuses them with 403). */
export function useCanManageOrganizations(): boolean {
  return can.manageSomeSchool(useCurrentUser());
}
