import { z } from "zod";
import { formatDecimal } from "../numbers";

const uuid = z.uuid({ error: "Identificador inválido" });

/** The message names the question's points, so the service checks the upper bound. */
export const gradeMessage = (points: number) => `A nota deve ser de 0 a ${formatDecimal(points)}, em passos de 0,5`;

export const GRADE_COMMENT_MAX = 2000;

/** Where the question's points are not known (the schema alone); the service names them. */
const GRADE_STEP_MESSAGE = "A nota deve ser de 0 ao valor da questão, em passos de 0,5";

export const essayGradeSchema = z.object({
  score: z
    .number({ error: "Informe a nota" })
    .min(0, GRADE_STEP_MESSAGE)
    .refine((value) => Number.isInteger(value * 2), GRADE_STEP_MESSAGE),
  comment: z
    .string()
    .trim()
    .max(GRADE_COMMENT_MAX, `O comentário deve ter no máximo ${GRADE_COMMENT_MAX} caracteres`)
    .nullish()
    .transform((value) => value || null),
});
export type EssayGradeInput = z.input<typeof essayGradeSchema>;
export type EssayGradeValues = z.output<typeof essayGradeSchema>;

export const attemptAnswerParams = z.object({ id: uuid, attemptId: uuid, questionId: uuid });

export const examQuestionParams = z.object({ id: uuid, questionId: uuid });

/** `POST /api/exams/{id}/questions/{questionId}/accepted-answers`: a short answer to accept from now on. */
export const acceptedAnswerSchema = z.object({
  answer: z
    .string({ error: "Informe a resposta a aceitar." })
    .trim()
    .min(1, "Informe a resposta a aceitar.")
    .max(200, "Cada resposta aceita tem de 1 a 200 caracteres."),
});

export const RESULTS_EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ResultsExportFormat = (typeof RESULTS_EXPORT_FORMATS)[number];

export const resultsExportQuerySchema = z.object({
  format: z.enum(RESULTS_EXPORT_FORMATS, { error: "Formato inválido: use csv ou xlsx" }).default("csv"),
});
