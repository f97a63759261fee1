import { useQuery } from "@tanstack/react-query";
import { TriangleAlert } from "lucide-react";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { classesQuery } from "@/features/organizations/api";
import { countLabel } from "@/lib/format";

/** The classes of the exam's school to tick; a class without students is flagged, since no one could enter. */
export function ClassChecklist({
  schoolId,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  schoolId: string;
  value: string[];
  onChange: (classIds: string[]) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const classes = useQuery(classesQuery({ schoolId }));
  if (classes.isPending) return <Spinner label="Carregando turmas..." />;
  if (classes.isError) return <p className="text-sm text-destructive">Não foi possível carregar as turmas.</p>;
  if (classes.data.length === 0) return <p className="text-sm text-muted-foreground">Nenhuma turma cadastrada nesta escola.</p>;

  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((selected) => selected !== id));

  return (
    <ul className="max-h-56 divide-y overflow-y-auto rounded-md border">
      {classes.data.map((schoolClass) => {
        const id = `apply-class-${schoolClass.id}`;
        return (
          <li key={schoolClass.id} className="flex items-center gap-3 px-3 py-2">
            <Checkbox
              id={id}
              checked={value.includes(schoolClass.id)}
              onCheckedChange={(checked) => toggle(schoolClass.id, checked === true)}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            />
            <Label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer flex-wrap items-baseline justify-between gap-x-3">
              <span>
                {schoolClass.name}
                <span className="ml-2 text-xs font-normal text-muted-foreground">
                  {schoolClass.gradeLevelName} · {schoolClass.year}
                </span>
              </span>
              {schoolClass.studentCount > 0 ? (
                <span className="text-xs font-normal text-muted-foreground">
                  {countLabel(schoolClass.studentCount, "aluno", "alunos")}
                </span>
              ) : (
                <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-900">
                  <TriangleAlert className="size-3.5" aria-hidden />
                  Sem alunos cadastrados
                </span>
              )}
            </Label>
          </li>
        );
      })}
    </ul>
  );
}
