import { z } from "zod";
import { optionalDateTimeField } from "./fields";

/** Applying an exam to classes, and what students send while taking it online. */

export const APPLICATION_LIMITS = {
  durationMinutesMax: 600,
  extensionMinutesMax: 240,
  answersPerSave: 200,
  textAnswerMax: 20_000,
} as const;

const DURATION_MESSAGE = `A duração deve ser um número inteiro de 1 a ${APPLICATION_LIMITS.durationMinutesMax} minutos`;

export const applicationCreateSchema = z
  .object({
    classIds: z
      .array(z.uuid({ error: "Turma inválida" }), { error: "Escolha pelo menos uma turma" })
      .min(1, "Escolha pelo menos uma turma")
      .max(50, "Escolha no máximo 50 turmas")
      .transform((ids) => [...new Set(ids)]),
    /** Blank: now. */
    startsAt: optionalDateTimeField,
    /** Blank: the exam's `applicationEnd`, or else start plus the duration. */
    endsAt: optionalDateTimeField,
    durationMinutes: z.coerce
      .number({ error: DURATION_MESSAGE })
      .int(DURATION_MESSAGE)
      .min(1, DURATION_MESSAGE)
      .max(APPLICATION_LIMITS.durationMinutesMax, DURATION_MESSAGE)
      .default(60),
    shuffleQuestions: z.boolean().default(false),
    shuffleOptions: z.boolean().default(false),
    showScore: z.boolean().default(false),
    allowAnonymous: z.boolean().default(false),
  })
  .refine((value) => !value.startsAt || !value.endsAt || value.endsAt > value.startsAt, {
    message: "O fim da aplicação deve ser depois do início",
    path: ["endsAt"],
  });
export type ApplicationCreateInput = z.input<typeof applicationCreateSchema>;
export type ApplicationCreateValues = z.output<typeof applicationCreateSchema>;

const EXTENSION_MESSAGE = `Informe de 1 a ${APPLICATION_LIMITS.extensionMinutesMax} minutos`;
export const extensionSchema = z.object({
  minutes: z.coerce
    .number({ error: EXTENSION_MESSAGE })
    .int(EXTENSION_MESSAGE)
    .min(1, EXTENSION_MESSAGE)
    .max(APPLICATION_LIMITS.extensionMinutesMax, EXTENSION_MESSAGE),
});

export const applicationAttemptParams = z.object({
  id: z.uuid({ error: "Identificador inválido" }),
  attemptId: z.uuid({ error: "Identificador inválido" }),
});

export const examCodeParam = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4,12}$/, "Código da prova inválido"),
});

/** A student enters with the personal access code, or with a typed name where the application allows it. */
export const onlineEntrySchema = z
  .object({
    accessCode: z
      .string()
      .trim()
      .toUpperCase()
      .max(12, "Código de acesso inválido")
      .optional()
      .transform((value) => value || undefined),
    name: z
      .string()
      .trim()
      .max(200, "Nome deve ter no máximo 200 caracteres")
      .optional()
      .transform((value) => value || undefined),
  })
  .refine((value) => value.accessCode || value.name, {
    message: "Informe seu código de acesso",
    path: ["accessCode"],
  });
export type OnlineEntryInput = z.input<typeof onlineEntrySchema>;

/** One answer as the student's device last saw it; `revision` grows with every change on any device. */
export const answerSchema = z.object({
  questionId: z.uuid({ error: "Questão inválida" }),
  selectedOptionId: z.uuid({ error: "Alternativa inválida" }).nullable().default(null),
  textAnswer: z
    .string()
    .max(APPLICATION_LIMITS.textAnswerMax, `A resposta deve ter no máximo ${APPLICATION_LIMITS.textAnswerMax} caracteres`)
    .nullable()
    .default(null),
  revision: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type AnswerInput = z.input<typeof answerSchema>;
export type AnswerValues = z.output<typeof answerSchema>;

export const answersSchema = z.object({
  answers: z
    .array(answerSchema)
    .max(APPLICATION_LIMITS.answersPerSave, "Respostas demais em um único envio")
    .refine(
      (answers) => new Set(answers.map((answer) => answer.questionId)).size === answers.length,
      "Cada questão pode ter apenas uma resposta por envio.",
    )
    .default([]),
});
