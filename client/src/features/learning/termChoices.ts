import { termName, termOfDay, type TermKind, type TermSettings } from "@shared/terms";

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
