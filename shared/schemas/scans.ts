import { z } from "zod";
import { OPTION_LETTERS, VERSION_LETTERS } from "../constants";

/**
 * The teacher settling a sheet on the review screen (docs/product.md#24-reading-answer-sheets): what
 * a doubtful question holds (a letter, nothing, or annulled: marked twice or erased beyond reading),
 * whose sheet it is and which version, and, for a sheet of a student already read, that this one
 * replaces the other, or that it is discarded (a second copy, a page of another application).
 */
export const SHEET_ANSWER_CHOICES = [...OPTION_LETTERS, "blank", "annulled"] as const;
export type SheetAnswerChoice = (typeof SHEET_ANSWER_CHOICES)[number];

export const scanSheetUpdateSchema = z
  .object({
    answers: z
      .array(
        z.object({
          questionNumber: z.number().int().min(1).max(90),
          choice: z.enum(SHEET_ANSWER_CHOICES, { error: "Escolha uma letra, em branco ou anulada" }),
        }),
      )
      .max(90)
      .optional(),
    studentId: z.uuid({ error: "Aluno inválido" }).optional(),
    version: z.enum(VERSION_LETTERS, { error: "Versão inválida: use A, B, C ou D" }).optional(),
    replaceEarlier: z.boolean().optional(),
    discard: z.literal(true, { error: "Para descartar o cartão, envie discard: true" }).optional(),
  })
  .refine((value) => value.answers || value.studentId || value.version || value.replaceEarlier || value.discard, {
    message: "Nada a alterar neste cartão.",
  });
export type ScanSheetUpdate = z.output<typeof scanSheetUpdateSchema>;
