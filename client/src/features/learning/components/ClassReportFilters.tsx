import { termName, termOfDay, type TermKind, type TermSettings } from "@shared/terms";
import { FilterSelect } from "@/components/FilterSelect";
import type { ClassReportFilter } from "../api";

const PASSING_GRADES = [5, 6, 7];

/** The last three years, this one first: the reports' 'Ano'. */
export const recentYears = () => {
  const thisYear = new Date().getFullYear();
  return [thisYear, thisYear - 1, thisYear - 2].map((year) => ({ value: String(year), label: String(year) }));
};

/** The year and term today falls in: where the reports open. */
export const todaysTerm = (terms: TermSettings) => {
  const today = new Date();
  return { year: today.getFullYear(), term: termOfDay(terms, today.getMonth() + 1, today.getDate()) };
};

/** The network's terms of a year ('1º bimestre'...). */
export const termOptions = (termKind: TermKind, termCount: number) =>
  Array.from({ length: termCount }, (_, index) => ({ value: String(index + 1), label: termName(termKind, index + 1) }));

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
