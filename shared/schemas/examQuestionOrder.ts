import { z } from "zod";

/** `PUT /api/exams/{id}/question-order`: every question of the exam, own and from the bank, in the order to keep. */
export const questionOrderSchema = z.object({
  items: z
    .array(
      z.object({
        source: z.enum(["exam", "bank"], { error: "Origem da questão inválida" }),
        id: z.uuid({ error: "Identificador inválido" }),
      }),
      { error: "Informe a ordem das questões." },
    )
    .min(1, "Informe a ordem das questões.")
    .max(1000, "Questões demais."),
});
export type QuestionOrderValues = z.output<typeof questionOrderSchema>;
