import { termName, type TermKind } from "@shared/terms";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { ClassReportFilter } from "../api";

const PASSING_GRADES = [5, 6, 7];

/** Ano, período and the passing grade: the class page's three choices. */
export function ClassReportFilters({
  filter,
  termKind,
  termCount,
  onChange,
}: {
  filter: ClassReportFilter;
  termKind: TermKind;
  termCount: number;
  onChange: (filter: ClassReportFilter) => void;
}) {
  const thisYear = new Date().getFullYear();
  const years = [thisYear, thisYear - 1, thisYear - 2];
  const choice = (
    id: string,
    label: string,
    value: number,
    options: Array<{ value: number; label: string }>,
    change: (value: number) => void,
  ) => (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Select value={String(value)} onValueChange={(next) => change(Number(next))}>
        <SelectTrigger id={id} className="w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={String(option.value)}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
  return (
    <div className="flex flex-wrap items-end gap-4 print:hidden">
      {choice(
        "report-year",
        "Ano",
        filter.year,
        years.map((year) => ({ value: year, label: String(year) })),
        (year) => onChange({ ...filter, year }),
      )}
      {choice(
        "report-term",
        "Período",
        filter.term,
        Array.from({ length: termCount }, (_, index) => ({ value: index + 1, label: termName(termKind, index + 1) })),
        (term) => onChange({ ...filter, term }),
      )}
      {choice(
        "report-passing",
        "Nota de corte",
        filter.passingGrade,
        PASSING_GRADES.map((grade) => ({ value: grade, label: `${grade} de 10` })),
        (passingGrade) => onChange({ ...filter, passingGrade }),
      )}
    </div>
  );
}
