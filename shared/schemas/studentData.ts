import { z } from "zod";

export const STUDENT_DATA_FORMATS = ["json", "pdf"] as const;
export type StudentDataFormat = (typeof STUDENT_DATA_FORMATS)[number];

/** `GET /api/students/{id}/data-export`: everything held about one student, as JSON or as a PDF. */
export const studentDataExportQuerySchema = z.object({
  format: z.enum(STUDENT_DATA_FORMATS, { error: "Formato inválido: use json ou pdf" }).default("json"),
});
