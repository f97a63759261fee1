import { AccessDenied } from "@/features/users/components/AccessDenied";
import { UserAdministration } from "@/features/users/components/UserAdministration";
import { useCurrentUser } from "@/lib/auth";
import { can } from "@/lib/permissions";

export default function AdminPage() {
  const user = useCurrentUser();
  if (!can.manageUsers(user)) {
    return <AccessDenied title="Acesso Negado" message="Você não tem permissão para acessar esta página." />;
  }
  return <UserAdministration />;
}
