import { useQuery } from "@tanstack/react-query";
import { FileUp, Pencil, UserPlus, Users } from "lucide-react";
import { Suspense, lazy, useState } from "react";
import type { User } from "@shared/types/users";
import { PageHeader } from "@/components/PageHeader";
import { UserAvatar } from "@/components/UserAvatar";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/auth";
import { formatDate } from "@/lib/format";
import { useOpenedOnce } from "@/lib/useOpenedOnce";
import { usersQuery } from "../api";
import { DeleteUserButton } from "./DeleteUserButton";
import { RoleBadge } from "@/components/badges/RoleBadge";
import { UserSchools } from "./UserSchools";

// The form (with its schemas and selects) and the import load when first opened, keeping the screen's first load light.
const UserFormDialog = lazy(() => import("./UserFormDialog").then((module) => ({ default: module.UserFormDialog })));
const StaffImportDialog = lazy(() => import("./StaffImportDialog").then((module) => ({ default: module.StaffImportDialog })));

type DialogState = { open: false } | { open: true; user?: User };

export function UserAdministration() {
  const me = useCurrentUser();
  const users = useQuery(usersQuery);
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const [importing, setImporting] = useState(false);
  const formUsed = useOpenedOnce(dialog.open);
  const importUsed = useOpenedOnce(importing);

  return (
    <div className="space-y-6">
      <PageHeader title="Administração de Usuários" description="Cadastre, edite e remova os usuários do sistema." />

      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-4">
          <div className="min-w-56 flex-1">
            <CardTitle as="h2">Adicionar usuários</CardTitle>
            <CardDescription>
              Crie contas para professores, coordenadores, diretores e administradores, uma a uma ou a equipe toda com uma
              planilha.
            </CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setImporting(true)}>
              <FileUp className="size-4" aria-hidden />
              Importar equipe
            </Button>
            <Button onClick={() => setDialog({ open: true })}>
              <UserPlus className="size-4" aria-hidden />
              Novo Usuário
            </Button>
          </div>
        </CardHeader>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <Users className="size-5" aria-hidden />
            Usuários Cadastrados
          </CardTitle>
        </CardHeader>
        <CardContent>
          {users.isPending ? (
            <Spinner label="Carregando dados dos usuários..." />
          ) : users.isError ? (
            <p role="alert" className="text-destructive">
              Não foi possível carregar os usuários. Tente novamente.
            </p>
          ) : users.data.length === 0 ? (
            <p className="py-6 text-center text-muted-foreground">Nenhum usuário encontrado</p>
          ) : (
            <ul className="divide-y" aria-label="Usuários">
              {users.data.map((user) => (
                <li key={user.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="flex min-w-0 items-center gap-3">
                    <span aria-hidden>
                      <UserAvatar user={user} size="md" />
                    </span>
                    <div className="min-w-0">
                      <p className="flex items-center gap-2 font-medium">
                        {user.username}
                        {!user.isActive && <span className="text-xs text-muted-foreground">(desativado)</span>}
                      </p>
                      <p className="truncate text-sm text-muted-foreground">{user.email}</p>
                      <p className="text-xs text-muted-foreground">Criado em {formatDate(user.createdAt)}</p>
                      <div className="mt-1.5">
                        <UserSchools user={user} />
                      </div>
                    </div>
                  </div>
                  <div className="flex items-center gap-2">
                    <RoleBadge role={user.role} />
                    <Button
                      variant="outline"
                      size="icon"
                      aria-label={`Editar ${user.username}`}
                      onClick={() => setDialog({ open: true, user })}
                    >
                      <Pencil className="size-4" aria-hidden />
                    </Button>
                    <DeleteUserButton user={user} isSelf={user.id === me.id} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Suspense fallback={null}>
        {formUsed && (
          <UserFormDialog
            open={dialog.open}
            user={dialog.open ? dialog.user : undefined}
            onOpenChange={(open) => setDialog(open ? dialog : { open: false })}
          />
        )}
        {importUsed && <StaffImportDialog open={importing} onOpenChange={setImporting} />}
      </Suspense>
    </div>
  );
}
