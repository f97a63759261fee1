import { useQuery } from "@tanstack/react-query";
import type { Role } from "@shared/constants";
import { isAdmin } from "@shared/roles";
import { FieldError } from "@/components/FieldError";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { schoolsQuery } from "@/features/organizations/api";

/**
 * The schools a user belongs to, one box per school of the network. An administrator is
 * network-wide, so there is nothing to choose for that role (the server ignores schools then).
 */
export function SchoolChecklist({
  idPrefix,
  role,
  value,
  onChange,
  error,
}: {
  idPrefix: string;
  role: Role | undefined;
  value: string[];
  onChange: (schoolIds: string[]) => void;
  error?: string;
}) {
  const admin = role !== undefined && isAdmin({ role });
  const schools = useQuery({ ...schoolsQuery(), enabled: !admin });
  const hintId = `${idPrefix}-hint`;
  const toggle = (schoolId: string, checked: boolean) =>
    onChange(checked ? [...value, schoolId] : value.filter((id) => id !== schoolId));

  return (
    <fieldset className="space-y-2" aria-describedby={hintId}>
      <legend className="text-sm font-medium">Escolas</legend>
      {admin ? null : schools.isPending ? (
        <p className="text-sm text-muted-foreground">Carregando escolas...</p>
      ) : schools.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Não foi possível carregar as escolas.
        </p>
      ) : schools.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhuma escola cadastrada ainda.</p>
      ) : (
        <ul className="max-h-44 space-y-2 overflow-y-auto rounded-md border border-border p-3">
          {schools.data.map((school) => {
            const id = `${idPrefix}-${school.id}`;
            return (
              <li key={school.id} className="flex items-start gap-2">
                <Checkbox
                  id={id}
                  checked={value.includes(school.id)}
                  onCheckedChange={(checked) => toggle(school.id, checked === true)}
                  className="mt-0.5"
                />
                <Label htmlFor={id} className="cursor-pointer leading-snug font-normal">
                  {school.name}
                </Label>
              </li>
            );
          })}
        </ul>
      )}
      <p id={hintId} className="text-sm text-muted-foreground">
        {admin
          ? "Administradores atuam em toda a rede e não precisam de escola."
          : "Sem escola marcada, o usuário não vê turmas nem cria provas."}
      </p>
      <FieldError message={error} />
    </fieldset>
  );
}
