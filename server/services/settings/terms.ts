import { DEFAULT_TERMS, TERM_COUNTS, termDays, termName, type TermSettings } from "../../../shared/terms";
import type { Database } from "../../db/client";
import { readSetting, writeSetting } from "../../db/queries/settings";

const KEY = "terms";

/** What the network set, or bimestres of the usual calendar; a stored value that no longer fits is ignored. */
export async function termSettings(db: Database): Promise<TermSettings> {
  const stored = (await readSetting(db, KEY)) as Partial<TermSettings> | undefined;
  const fits =
    stored?.kind &&
    Array.isArray(stored.starts) &&
    stored.starts.length === TERM_COUNTS[stored.kind] &&
    stored.starts.every((start) => /^\d{2}-\d{2}$/.test(start));
  return fits ? { kind: stored.kind!, starts: stored.starts! } : DEFAULT_TERMS.bimestre;
}

/** An administrator's choice of terms (already checked by termSettingsSchema). */
export async function saveTermSettings(db: Database, settings: TermSettings, userId: string): Promise<TermSettings> {
  await writeSetting(db, KEY, settings, userId);
  return settings;
}

/** The terms of a year with their first and last days, as the reports' filter lists them. */
export function termsOfYear(settings: TermSettings, year: number) {
  return settings.starts.map((_, index) => ({
    number: index + 1,
    name: termName(settings.kind, index + 1),
    ...termDays(settings, year, index + 1),
  }));
}
