import { useQuery } from "@tanstack/react-query";
import { FilterSelect } from "@/components/FilterSelect";
import { Button } from "@/components/ui/button";
import { gradeLevelsQuery, schoolsQuery } from "@/features/organizations/api";
import { countLabel } from "@/lib/format";

/** Empty: every school, every grade level. */
export interface NetworkClassFilter {
  schoolId: string;
  gradeLevelId: string;
}

/**
 * An administrator applying a network exam: which school's (or every school's) classes of which
 * grade level to list, and one button to tick all those listed. Ticked classes stay ticked when the
 * filter changes, so a network is picked a school or a grade level at a time.
 */
export function NetworkClassFilters({
  filter,
  onChange,
  listedCount,
  chosenCount,
  onTickAll,
}: {
  filter: NetworkClassFilter;
  onChange: (filter: NetworkClassFilter) => void;
  listedCount: number;
  chosenCount: number;
  onTickAll: () => void;
}) {
  const schools = useQuery(schoolsQuery());
  const gradeLevels = useQuery(gradeLevelsQuery());
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FilterSelect
        id="apply-school"
        label="Escola"
        value={filter.schoolId}
        allLabel="Todas as escolas"
        options={(schools.data ?? []).map((school) => ({ value: school.id, label: school.name }))}
        onChange={(schoolId) => onChange({ ...filter, schoolId })}
        className="w-56"
      />
      <FilterSelect
        id="apply-grade-level"
        label="Série"
        value={filter.gradeLevelId}
        allLabel="Todas as séries"
        options={(gradeLevels.data ?? []).map((level) => ({ value: level.id, label: level.name }))}
        onChange={(gradeLevelId) => onChange({ ...filter, gradeLevelId })}
      />
      <Button type="button" variant="outline" size="sm" onClick={onTickAll} disabled={listedCount === 0}>
        {listedCount === 1 ? "Marcar a turma listada" : `Marcar as ${listedCount} turmas listadas`}
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {countLabel(chosenCount, "turma escolhida", "turmas escolhidas")}
      </p>
    </div>
  );
}
