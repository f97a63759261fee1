import { z } from "zod";

/** The longest search the catalogue takes: a code or a few words, never a paragraph. */
export const MAX_CURRICULUM_SEARCH = 100;
export const MAX_CURRICULUM_RESULTS = 50;
export const MAX_CURRICULUM_CODES = 100;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Use no máximo ${max} caracteres.` })
    .optional();

/** `GET /api/curriculum`: the picker's search, narrowed to the question's subject and grade level. */
export const curriculumSearchSchema = z.object({
  search: optionalText(MAX_CURRICULUM_SEARCH),
  kind: z.enum(["bncc", "saeb"]).optional(),
  subject: optionalText(100),
  gradeLevelId: z.uuid({ error: "Nível de ensino inválido." }).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_CURRICULUM_RESULTS).default(20),
});

/** `GET /api/curriculum/lookup`: the texts of the codes a screen shows, for the subject and grade level they were written for. */
export const curriculumLookupSchema = z.object({
  codes: z
    .string()
    .trim()
    .min(1, { error: "Informe ao menos um código." })
    .max(MAX_CURRICULUM_CODES * 20)
    .transform((value) => [
      ...new Set(
        value
          .split(",")
          .map((code) => code.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(20)).max(MAX_CURRICULUM_CODES, { error: `Informe no máximo ${MAX_CURRICULUM_CODES} códigos.` })),
  subject: optionalText(100),
  gradeLevelId: z.uuid({ error: "Nível de ensino inválido." }).optional(),
});
