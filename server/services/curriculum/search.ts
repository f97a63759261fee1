import type { GradeLevelCategory } from "../../../shared/constants";
import { fold } from "../../../shared/imports/text";
import type { CurriculumEntry, CurriculumKind } from "../../../shared/types/curriculum";
import type { Database } from "../../db/client";
import { listGradeLevels } from "../../db/queries/organizations";
import { canonicalSubject } from "../imports/subjects";
import { catalogue, entriesWithCode, type CatalogueEntry } from "./catalogue";

/** The question's grade level as the catalogue filters by it: its stage, and its year where the name has one. */
export interface GradeFilter {
  category: GradeLevelCategory;
  year: number | null;
}

export interface CatalogueFilter {
  kind?: CurriculumKind;
  subject?: string;
  grade?: GradeFilter | null;
}

/** The grade level's stage and year ("9º Ano" is year 9); null for an unknown id. */
export async function gradeFilterOf(db: Database, gradeLevelId: string | undefined): Promise<GradeFilter | null> {
  if (!gradeLevelId) return null;
  const [level] = await listGradeLevels(db, { id: gradeLevelId });
  if (!level) return null;
  const year = Number(level.name.match(/\d+/)?.[0]);
  return { category: level.category, year: Number.isFinite(year) ? year : null };
}

/**
 * Whether an entry belongs where the question is: its subject, and its stage and year. A SAEB
 * matrix is written for the end of a stage (5º ano, 9º ano, 3ª série) and serves the whole stage.
 */
function fits(entry: CatalogueEntry, filter: CatalogueFilter): boolean {
  if (filter.kind && entry.kind !== filter.kind) return false;
  if (filter.subject && !entry.subjects.includes(canonicalSubject(filter.subject))) return false;
  const grade = filter.grade;
  if (!grade) return true;
  if (!entry.categories.includes(grade.category)) return false;
  return entry.kind === "saeb" || !entry.years || grade.year === null || entry.years.includes(grade.year);
}

const present = ({ kind, code, text, subjects, stage, theme }: CatalogueEntry): CurriculumEntry => ({
  kind,
  code,
  text,
  subjects,
  stage,
  theme,
});

/**
 * The picker's search: a code (`EF05MA01`, `d17`, or its start) first, then entries whose code,
 * text or theme hold every word of the search, accents and case aside. Linear in the catalogue.
 */
export function searchCatalogue(search: string | undefined, filter: CatalogueFilter, limit: number): CurriculumEntry[] {
  const words = fold(search ?? "")
    .split(/\s+/)
    .filter(Boolean);
  const code = words.length === 1 ? words[0] : null;
  const ranked: Array<{ entry: CatalogueEntry; rank: number }> = [];
  for (const entry of catalogue()) {
    if (!fits(entry, filter)) continue;
    const entryCode = entry.code.toLowerCase();
    const rank =
      code === entryCode
        ? 0
        : code && entryCode.startsWith(code)
          ? 1
          : words.every((word) => entry.folded.includes(word))
            ? 2
            : -1;
    if (rank >= 0) ranked.push({ entry, rank });
  }
  // A stable sort keeps the sources' order (by year, then code) within a rank.
  return ranked
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map(({ entry }) => present(entry));
}

/**
 * The text of each code for a question of this subject and grade level: the one entry that fits,
 * or, without the context to choose (a SAEB D17 exists for two subjects and three stages), the
 * code's only entry. A code outside the catalogue (PAEB, a state's matrix) has none.
 */
export function describeCodes(codes: string[], filter: CatalogueFilter): Record<string, CurriculumEntry | null> {
  const described: Record<string, CurriculumEntry | null> = {};
  for (const code of codes) {
    const same = entriesWithCode(code);
    const fitting = same.filter((entry) => fits(entry, filter));
    const chosen = fitting.length === 1 ? fitting[0] : same.length === 1 ? same[0] : undefined;
    described[code] = chosen ? present(chosen) : null;
  }
  return described;
}
