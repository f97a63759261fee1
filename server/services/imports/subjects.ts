import { SUBJECTS_BY_CATEGORY } from "../../../shared/constants";
import { compactKey } from "../../../shared/imports/text";

/** The bank filter lists "Artes" beside the exam form's "Arte" (docs/product.md#94-importing-into-the-bank); both are kept as written. */
const KNOWN_SUBJECTS = [...new Set([...Object.values(SUBJECTS_BY_CATEGORY).flat(), "Artes"])];
const BY_KEY = new Map(KNOWN_SUBJECTS.map((subject) => [compactKey(subject), subject]));

/**
 * A known subject in its usual spelling (`matematica`, `MATEMÁTICA` become `Matemática`), so the
 * bank's subject filter finds imported questions; any other subject is kept as typed.
 */
export function canonicalSubject(raw: string): string {
  const subject = raw.replace(/\s+/g, " ").trim();
  return BY_KEY.get(compactKey(subject)) ?? subject;
}
