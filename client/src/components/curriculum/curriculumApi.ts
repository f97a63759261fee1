import { queryOptions } from "@tanstack/react-query";
import { MAX_CURRICULUM_CODES } from "@shared/schemas/curriculum";
import type { CurriculumEntry, CurriculumKind } from "@shared/types/curriculum";
import { api, withQuery } from "@/lib/api";

/**
 * The curriculum catalogue's queries (docs/product.md#21-curriculum-catalogue). The catalogue
 * ships with the release, so what was read once stays true (the client's default: never stale).
 */

/** Where a question is: its subject and grade level narrow the catalogue ("" while the form has none). */
export interface CurriculumContext {
  subject?: string | null;
  gradeLevelId?: string | null;
}

export type CurriculumLookup = Record<string, CurriculumEntry | null>;

/** How many entries the picker lists: enough to choose from, short enough to read. */
export const PICKER_RESULTS = 12;

/** The longest code the lookup takes (shared/schemas/curriculum.ts); a longer value is a sentence, not a code. */
const MAX_CODE_LENGTH = 20;

const contextParams = ({ subject, gradeLevelId }: CurriculumContext) => ({
  subject: subject?.trim() || undefined,
  gradeLevelId: gradeLevelId || undefined,
});

export const curriculumKeys = {
  all: ["/api/curriculum"] as const,
  search: (search: string, kind: CurriculumKind | undefined, context: CurriculumContext) =>
    [...curriculumKeys.all, "search", { search, kind, ...contextParams(context) }] as const,
  lookup: (codes: string[], context: CurriculumContext) =>
    [...curriculumKeys.all, "lookup", { codes, ...contextParams(context) }] as const,
};

export const curriculumSearchQuery = (search: string, kind: CurriculumKind | undefined, context: CurriculumContext) =>
  queryOptions({
    queryKey: curriculumKeys.search(search, kind, context),
    queryFn: () =>
      api.get<CurriculumEntry[]>(
        withQuery("/api/curriculum", { search, kind, ...contextParams(context), limit: PICKER_RESULTS }),
      ),
  });

/** `codes` as lookupCodes gives them: the same codes in any order share one answer. */
export const curriculumLookupQuery = (codes: string[], context: CurriculumContext) =>
  queryOptions({
    queryKey: curriculumKeys.lookup(codes, context),
    queryFn: () =>
      api.get<CurriculumLookup>(withQuery("/api/curriculum/lookup", { codes: codes.join(","), ...contextParams(context) })),
    enabled: codes.length > 0,
  });

/** The distinct codes worth looking up, sorted: blanks, lists and long free texts left out. */
export function lookupCodes(values: Array<string | null | undefined>): string[] {
  const codes = new Set<string>();
  for (const value of values) {
    const code = value?.trim();
    if (code && code.length <= MAX_CODE_LENGTH && !code.includes(",")) codes.add(code);
  }
  return [...codes].sort().slice(0, MAX_CURRICULUM_CODES);
}
