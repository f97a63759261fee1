import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { curriculumLookupQuery, lookupCodes, type CurriculumContext } from "./curriculumApi";

/**
 * The catalogue's text of each code it knows for a question of this subject and grade level, in
 * one lookup for all of them; a code outside the catalogue (PAEB, a state's matrix) has none.
 * Keys are the codes trimmed.
 */
export function useCurriculumTexts(
  codes: Array<string | null | undefined>,
  subject: CurriculumContext["subject"],
  gradeLevelId: CurriculumContext["gradeLevelId"],
): Record<string, string> {
  const wanted = lookupCodes(codes);
  const lookup = useQuery(curriculumLookupQuery(wanted, { subject, gradeLevelId }));
  return useMemo(() => {
    const texts: Record<string, string> = {};
    for (const [code, entry] of Object.entries(lookup.data ?? {})) if (entry) texts[code] = entry.text;
    return texts;
  }, [lookup.data]);
}

/** The text of one value, as typed (spaces around it aside). */
export const textOfCode = (texts: Record<string, string>, code: string | null | undefined) =>
  code ? texts[code.trim()] : undefined;
