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
