import { z } from "zod";
import { DEFAULT_PASSING_GRADE } from "../learning";

const whole = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** `GET /api/classes/{id}/report`: a term of a year (today's when left out) and the passing grade of 10. */
export const classReportQuerySchema = z.strictObject({
  year: whole("Ano inválido.", 2000, 2100).optional(),
  term: whole("Período inválido: de 1 a 4.", 1, 4).optional(),
  passingGrade: z.coerce
    .number({ error: "Nota de corte inválida: de 0 a 10." })
    .min(0, "Nota de corte inválida: de 0 a 10.")
    .max(10, "Nota de corte inválida: de 0 a 10.")
    .default(DEFAULT_PASSING_GRADE),
});

export type ClassReportQuery = z.infer<typeof classReportQuerySchema>;

/** `GET /api/schools/{id}/report`: a term (today's when left out), and optionally one grade level and one subject. */
export const schoolReportQuerySchema = z.strictObject({
  year: classReportQuerySchema.shape.year,
  term: classReportQuerySchema.shape.term,
  gradeLevelId: z.uuid({ error: "Série inválida." }).optional(),
  subject: z.string().trim().min(1, "Disciplina inválida.").max(100, "Disciplina inválida.").optional(),
});

export type SchoolReportQuery = z.infer<typeof schoolReportQuerySchema>;
