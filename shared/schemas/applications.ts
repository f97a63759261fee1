import { z } from "zod";
import { savedResponseSchema } from "../questionTypes/response";
import { APPLICATION_MODES, PRINT_SIZES, VERSION_LETTERS } from "../constants";
import { optionalDateTimeField, optionalDayField } from "./fields";

/** Applying an exam to classes, and what students send while taking it online. */

export const APPLICATION_LIMITS = {
  durationMinutesMax: 600,
  extensionMinutesMax: 240,
  answersPerSave: 200,
  textAnswerMax: 20_000,
} as const;

const VERSIONS_MESSAGE = "Escolha de 1 a 4 versões";

const DURATION_MESSAGE = `A duração deve ser um número inteiro de 1 a ${APPLICATION_LIMITS.durationMinutesMax} minutos`;

/** Versions that shuffle nothing would all be Tipo A under another letter. */
export const SAME_VERSIONS_MESSAGE =
  "Com mais de uma versão, marque embaralhar as questões, as alternativas ou ambas: sem isso as versões seriam iguais.";

export const applicationCreateSchema = z
  .object({
    classIds: z
      .array(z.uuid({ error: "Turma inválida" }), { error: "Escolha pelo menos uma turma" })
      .min(1, "Escolha pelo menos uma turma")
      .max(500, "Escolha no máximo 500 turmas")
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
    /** Online at /online/{code}, or printed (docs/product.md#23-paper-exams). */
    mode: z.enum(APPLICATION_MODES, { error: "Modo inválido: use online ou paper" }).default("online"),
    /** Paper: how many versions (Tipo A to D) the students get, in rotation. */
    versions: z.coerce
      .number({ error: VERSIONS_MESSAGE })
      .int(VERSIONS_MESSAGE)
      .min(1, VERSIONS_MESSAGE)
      .max(VERSION_LETTERS.length, VERSIONS_MESSAGE)
      .default(1),
    /** Paper: the date printed in the header; blank leaves a line to write it on. */
    printDate: optionalDayField,
  })
  .refine((value) => value.mode === "paper" || value.versions === 1, {
    message: "Versões (Tipo A a D) são para aplicações em papel",
    path: ["versions"],
  })
  .refine((value) => value.mode !== "paper" || value.versions === 1 || value.shuffleQuestions || value.shuffleOptions, {
    message: SAME_VERSIONS_MESSAGE,
    path: ["versions"],
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
  /** The answer to a question with a spec (shared/questionTypes/response.ts). */
  response: savedResponseSchema,
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

/** `PATCH /api/applications/{id}/students/{studentId}`: a student's version and print before printing. */
export const paperAssignmentParams = z.object({
  id: z.uuid({ error: "Identificador inválido" }),
  studentId: z.uuid({ error: "Identificador inválido" }),
});

export const paperAssignmentUpdateSchema = z
  .object({
    version: z.enum(VERSION_LETTERS, { error: "Versão inválida: use A, B, C ou D" }).optional(),
    printSize: z.enum(PRINT_SIZES, { error: "Tamanho inválido: use normal, large ou extra_large" }).optional(),
    highContrast: z.boolean({ error: "Alto contraste deve ser verdadeiro ou falso" }).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), "Nada para alterar");
export type PaperAssignmentUpdate = z.output<typeof paperAssignmentUpdateSchema>;

/** How many students one paper print holds: beyond it, a class at a time (`classId`). */
export const PAPER_PRINT_LIMITS = { answerSheets: 400, packStudents: 200 } as const;

const classFilter = { classId: z.uuid({ error: "Turma inválida" }).optional() };

/** `GET /api/applications/{id}/print-pack.pdf`: the whole application or one class of it. */
export const printPackQuery = z.object({ ...classFilter });

/** `GET /api/applications/{id}/answer-sheets.pdf`: the students' sheets (of one class, or one student), or the blank generic one. */
export const answerSheetsQuery = z.object({
  ...classFilter,
  studentId: z.uuid({ error: "Aluno inválido" }).optional(),
  generic: z
    .enum(["0", "1", "false", "true"], { error: "Use generic=1 para o cartão em branco" })
    .default("0")
    .transform((value) => value === "1" || value === "true"),
});
