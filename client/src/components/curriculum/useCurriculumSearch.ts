import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { CurriculumKind } from "@shared/types/curriculum";
import { useDebouncedValue } from "@/lib/useDebouncedValue";
import { curriculumSearchQuery, type CurriculumContext } from "./curriculumApi";

/** A pause short enough to feel immediate, long enough for one request per word rather than per key. */
const SEARCH_DELAY_MS = 200;

/**
 * The picker's search of the catalogue while its list is open: the typed text once it settles,
 * narrowed to the question's subject and grade level. The previous entries stay listed while the
 * next ones load, so the list does not flicker between keys.
 */
export function useCurriculumSearch(
  search: string,
  kind: CurriculumKind | undefined,
  context: CurriculumContext,
  enabled: boolean,
) {
  const typed = search.trim();
  const settled = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const query = useQuery({
    ...curriculumSearchQuery(settled, kind, context),
    enabled,
    placeholderData: keepPreviousData,
  });
  return {
    entries: query.data ?? [],
    /** True until the entries listed answer what is typed now. */
    pending: settled !== typed || query.isFetching || query.isPending,
  };
}
