import { z } from "zod";

export const STUDENT_NAME_MAX = 200;
export const REGISTRATION_NUMBER_MAX = 40;

/** A student of a class: a name and, optionally, the school's registration number (docs/product.md#105-students-and-access-codes: keep the minimum). */
export const studentSchema = z.object({
  name: z
    .string({ error: "Nome é obrigatório" })
    .trim()
    .min(1, "Nome é obrigatório")
    .max(STUDENT_NAME_MAX, `Nome deve ter no máximo ${STUDENT_NAME_MAX} caracteres`),
  registrationNumber: z
    .string()
    .trim()
    .max(REGISTRATION_NUMBER_MAX, `Matrícula deve ter no máximo ${REGISTRATION_NUMBER_MAX} caracteres`)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type StudentInput = z.input<typeof studentSchema>;
export type StudentValues = z.output<typeof studentSchema>;
