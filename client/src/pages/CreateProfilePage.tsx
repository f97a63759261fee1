import { PageHeader } from "@/components/PageHeader";
import { AccessDenied } from "@/features/users/components/AccessDenied";
import { CreateProfileForm } from "@/features/users/components/CreateProfileForm";
import { RoleDescriptions } from "@/features/users/components/RoleDescriptions";
import { useCurrentUser } from "@/lib/auth";
import { can } from "@/lib/permissions";

export default function CreateProfilePage() {
  const user = useCurrentUser();
  if (!can.manageUsers(user)) {
    return (
      <AccessDenied
        title="Acesso Restrito"
        message="Apenas administradores podem criar novos usuários no sistema."
        hint="Entre em contato com um administrador para solicitar a criação de uma conta."
      />
    );
  }
  return (
    <div>
      <PageHeader title="Criar Perfil" description="Cadastre um novo usuário e defina sua função no sistema." />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <CreateProfileForm />
        <RoleDescriptions />
      </div>
    </div>
  );
}
