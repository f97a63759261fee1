import type { TermKind } from "@shared/terms";
import { FilterSelect } from "@/components/FilterSelect";
import type { ClassReportFilter } from "../api";
import { recentYears, termOptions } from "../termChoices";

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
  return (
    <div className="flex flex-wrap items-end gap-4 print:hidden">
      <FilterSelect
        id="report-year"
        label="Ano"
        value={String(filter.year)}
        options={recentYears()}
        onChange={(year) => onChange({ ...filter, year: Number(year) })}
      />
      <FilterSelect
        id="report-term"
        label="Período"
        value={String(filter.term)}
        options={termOptions(termKind, termCount)}
        onChange={(term) => onChange({ ...filter, term: Number(term) })}
      />
      <FilterSelect
        id="report-passing"
        label="Nota de corte"
        value={String(filter.passingGrade)}
        options={PASSING_GRADES.map((grade) => ({ value: String(grade), label: `${grade} de 10` }))}
        onChange={(passingGrade) => onChange({ ...filter, passingGrade: Number(passingGrade) })}
      />
    </div>
  );
}
