import { z } from "zod";
import type { CurriculumEntry } from "../types/curriculum";

/** A BNCC skill or SAEB descriptor of the catalogue (shared/types/curriculum.ts). */
export const curriculumEntryResponse = z.strictObject({
  kind: z.enum(["bncc", "saeb"]),
  code: z.string(),
  text: z.string(),
  subjects: z.array(z.string()),
  stage: z.string(),
  theme: z.string().nullable(),
}) satisfies z.ZodType<CurriculumEntry>;

/** Each code asked for, with its entry, or null when the catalogue has none for that question. */
export const curriculumLookupResponse = z.record(z.string(), curriculumEntryResponse.nullable());
