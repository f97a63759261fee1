import type { GradeLevelCategory } from "../../../shared/constants";
import type { ImportGrade } from "../../../shared/imports/drafts";
import { fold } from "../../../shared/imports/text";

/**
 * Reads a grade as teachers write it (docs/product.md#94-importing-into-the-bank): 1st to 5th year is Fundamental I,
 * 6th to 9th Fundamental II, and the 1st to 3rd years of Ensino Médio are its own category.
 */

const FUNDAMENTAL_I: GradeLevelCategory = "Ensino Fundamental I";
const FUNDAMENTAL_II: GradeLevelCategory = "Ensino Fundamental II";
const MEDIO: GradeLevelCategory = "Ensino Médio";

type Hint = GradeLevelCategory | "fundamental" | undefined;

/** Checked in order; each removes what it matched so that `fundamental 1` leaves no `1` to read as a year. */
const CATEGORY_PATTERNS: Array<[RegExp, Hint]> = [
  [/\b(?:ensino )?fundamental (?:ii|2)\b|\bef ?(?:ii|2)\b|\banos finais\b/, FUNDAMENTAL_II],
  [/\b(?:ensino )?fundamental (?:i|1)\b|\bef ?(?:i|1)\b|\banos iniciais\b/, FUNDAMENTAL_I],
  [/\b(?:ensino )?fundamental\b|\bef\b/, "fundamental"],
  [/\b(?:ensino )?medio\b|\bem\b/, MEDIO],
];

const ORDINALS = ["primeir", "segund", "terceir", "quart", "quint", "sext", "setim", "oitav", "non"];
/** Words that may surround the year without changing its meaning. */
const FILLER = new Set(["ano", "anos", "serie", "series", "do", "da", "de", "o", "a"]);

export function parseGrade(raw: string): ImportGrade | null {
  let text = fold(raw)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

  let hint: Hint;
  for (const [pattern, category] of CATEGORY_PATTERNS) {
    if (!pattern.test(text)) continue;
    if (hint) return null; // "fundamental" and "médio" at once
    hint = category;
    text = text.replace(pattern, " ");
  }

  const isSerie = /\bseries?\b/.test(text);
  const words = text.split(" ").filter((word) => word !== "");
  const numbers = words.map(yearOf).filter((value): value is number => value !== null);
  const unknown = words.filter((word) => yearOf(word) === null && !FILLER.has(word));
  if (numbers.length > 1 || unknown.length > 0) return null;

  const number = numbers[0];
  if (number === undefined) {
    if (!hint || hint === "fundamental" || isSerie || words.length > 0) return null;
    return { category: hint, number: null, label: hint };
  }

  // "2ª série" alone is Ensino Médio today; "5ª série" is the old name of a fundamental year and is ambiguous.
  if (hint === MEDIO || (isSerie && !hint)) {
    return number >= 1 && number <= 3 ? { category: MEDIO, number, label: `${number}ª série` } : null;
  }
  if (isSerie || number < 1 || number > 9) return null;
  const category = number <= 5 ? FUNDAMENTAL_I : FUNDAMENTAL_II;
  if (hint && hint !== "fundamental" && hint !== category) return null;
  return { category, number, label: `${number}º ano` };
}

/** `5`, `5o`, `2a` (from `5º`, `2ª` once folded) or an ordinal word (`quinto`, `segunda`). */
function yearOf(word: string): number | null {
  const digits = /^(\d{1,2})(?:o|a)?$/.exec(word);
  if (digits) return Number(digits[1]);
  const ordinal = ORDINALS.findIndex((stem) => word === `${stem}o` || word === `${stem}a`);
  return ordinal >= 0 ? ordinal + 1 : null;
}
