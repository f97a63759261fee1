/**
 * The school year's terms (docs/product.md#25-learning-reports): bimestres or trimestres, as the
 * network sets them. Each term starts on a day of the year (`MM-DD`) and runs to the day before
 * the next one; the last runs to 31 December, and days before the first belong to the first.
 */

export const TERM_KINDS = ["bimestre", "trimestre"] as const;
export type TermKind = (typeof TERM_KINDS)[number];

export const TERM_COUNTS: Record<TermKind, number> = { bimestre: 4, trimestre: 3 };

export interface TermSettings {
  kind: TermKind;
  /** Where each term starts, `MM-DD`, in order. */
  starts: string[];
}

/** The usual Brazilian calendar: the year starting in February, the break in July. */
export const DEFAULT_TERMS: Record<TermKind, TermSettings> = {
  bimestre: { kind: "bimestre", starts: ["01-01", "04-16", "07-16", "10-01"] },
  trimestre: { kind: "trimestre", starts: ["01-01", "05-16", "09-01"] },
};

/** `2º bimestre`. */
export const termName = (kind: TermKind, number: number) => `${number}º ${kind}`;

const pad = (value: number) => String(value).padStart(2, "0");

/** `MM-DD` of a calendar day. */
export const monthDay = (month: number, day: number) => `${pad(month)}-${pad(day)}`;

/** The term (1-based) a calendar day falls in. */
export function termOfDay(settings: TermSettings, month: number, day: number): number {
  const key = monthDay(month, day);
  let term = 1;
  settings.starts.forEach((start, index) => {
    if (key >= start) term = index + 1;
  });
  return term;
}

/** The first and last calendar days (`YYYY-MM-DD`) of a term of a year. */
export function termDays(settings: TermSettings, year: number, number: number): { first: string; last: string } {
  const first = number === 1 ? `${year}-01-01` : `${year}-${settings.starts[number - 1]}`;
  if (number === settings.starts.length) return { first, last: `${year}-12-31` };
  const [month, day] = settings.starts[number].split("-").map(Number);
  const dayBefore = new Date(Date.UTC(year, month - 1, day - 1));
  return { first, last: `${year}-${monthDay(dayBefore.getUTCMonth() + 1, dayBefore.getUTCDate())}` };
}
