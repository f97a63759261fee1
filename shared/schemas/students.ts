import { z } from "zod";

/** A student of a class: a name and, optionally, the school's registration number (spec: keep the minimum). */
export const studentSchema = z.object({
  name: z
    .string({ error: "Nome é obrigatório" })
    .trim()
    .min(1, "Nome é obrigatório")
    .max(200, "Nome deve ter no máximo 200 caracteres"),
  registrationNumber: z
    .string()
    .trim()
    .max(40, "Matrícula deve ter no máximo 40 caracteres")
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type StudentInput = z.input<typeof studentSchema>;
export type StudentValues = z.output<typeof studentSchema>;
