import { useQuery } from "@tanstack/react-query";
import type { SchoolClass } from "@shared/types/organizations";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { classesQuery } from "@/features/organizations/api";
import { useCurrentUser } from "@/lib/auth";
import { countLabel } from "@/lib/format";
import { can } from "@/lib/permissions";
import { NetworkClassFilters, type NetworkClassFilter } from "./NetworkClassFilters";

interface ClassChecklistProps {
  schoolId: string;
  value: string[];
  onChange: (classIds: string[]) => void;
  invalid: boolean;
  describedBy?: string;
}

/**
 * The classes to tick: the exam's school's, or, for an administrator, any school's (a network exam,
 * docs/product.md#25-learning-reports), picked by school and grade level and ticked a list at a time.
 * A class without students is flagged, since no one could enter.
 */
export function ClassChecklist(props: ClassChecklistProps) {
  const network = can.manageNetwork(useCurrentUser());
  const [filter, setFilter] = useState<NetworkClassFilter>({ schoolId: props.schoolId, gradeLevelId: "" });
  const classes = useQuery(
    classesQuery(
      network
        ? { schoolId: filter.schoolId || undefined, gradeLevelId: filter.gradeLevelId || undefined }
        : { schoolId: props.schoolId },
    ),
  );
  const list = classes.isPending ? (
    <Spinner label="Carregando turmas..." />
  ) : classes.isError ? (
    <p className="text-sm text-destructive">Não foi possível carregar as turmas.</p>
  ) : classes.data.length === 0 ? (
    <p className="text-sm text-muted-foreground">Nenhuma turma cadastrada nesta escola.</p>
  ) : (
    <ClassList {...props} classes={classes.data} withSchool={network && !filter.schoolId} />
  );
  if (!network) return list;
  const listed = classes.data?.map((schoolClass) => schoolClass.id) ?? [];
  return (
    <div className="space-y-3">
      <NetworkClassFilters
        filter={filter}
        onChange={setFilter}
        listedCount={listed.length}
        chosenCount={props.value.length}
        onTickAll={() => props.onChange([...new Set([...props.value, ...listed])])}
      />
      {list}
    </div>
  );
}

function ClassList({
  classes,
  withSchool,
  value,
  onChange,
  invalid,
  describedBy,
}: ClassChecklistProps & {
  classes: SchoolClass[];
  withSchool: boolean;
}) {
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((selected) => selected !== id));

  return (
    <ul className="max-h-56 divide-y overflow-y-auto rounded-md border">
      {classes.map((schoolClass) => {
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
                  {withSchool && `${schoolClass.schoolName} · `}
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
