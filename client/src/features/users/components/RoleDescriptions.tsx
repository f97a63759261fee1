import { ROLES, type Role } from "@shared/constants";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { RoleBadge } from "@/components/badges/RoleBadge";

// docs/product.md#2-roles-and-permissions.
const DESCRIPTIONS: Record<Role, string> = {
  professor: "Cria e gerencia provas, usa o banco de questões e vê estatísticas básicas.",
  coordenador: "Coordenação pedagógica, gestão de professores e supervisão de provas e resultados.",
  diretor: "Acesso avançado, relatórios gerenciais, visão geral da instituição e gestão de turmas.",
  admin: "Acesso total: cria usuários, altera configurações do sistema e gerencia a plataforma.",
};

export function RoleDescriptions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Funções do sistema</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-4">
          {ROLES.map((role) => (
            <div key={role}>
              <dt>
                <RoleBadge role={role} />
              </dt>
              <dd className="mt-1 text-sm text-muted-foreground">{DESCRIPTIONS[role]}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
