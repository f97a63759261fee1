import { z } from "zod";
import { DIFFICULTY_LEVELS } from "@shared/constants";
import type { ExamUpdateInput } from "@shared/schemas/exams";
import type { Exam } from "@shared/types";

/**
 * The four fields of the edit page (spec 2.9), with the messages and limits of the shared exam
 * schema; the server validates the request again with `examUpdateSchema`.
 */
export const examEditSchema = z.object({
  title: z.string().trim().min(1, "Título é obrigatório").max(200, "Máximo de 200 caracteres"),
  description: z.string().trim().max(5000, "Máximo de 5000 caracteres"),
  subject: z.string().trim().min(1, "Matéria é obrigatória").max(80, "Máximo de 80 caracteres"),
  // '' is the select showing its placeholder; the exam then keeps the difficulty it has.
  difficultyLevel: z.union([z.enum(DIFFICULTY_LEVELS), z.literal("")]),
});
export type ExamEditValues = z.infer<typeof examEditSchema>;

export const EXAM_EDIT_FIELDS = ["title", "description", "subject", "difficultyLevel"] as const;

export function examEditValues(exam: Pick<Exam, "title" | "description" | "subject" | "difficultyLevel">): ExamEditValues {
  return {
    title: exam.title,
    description: exam.description ?? "",
    subject: exam.subject,
    difficultyLevel: exam.difficultyLevel ?? "",
  };
}

export function examEditPayload(values: ExamEditValues): ExamUpdateInput {
  return {
    title: values.title,
    description: values.description || null,
    subject: values.subject,
    difficultyLevel: values.difficultyLevel || undefined,
  };
}
