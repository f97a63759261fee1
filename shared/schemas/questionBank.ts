import { z } from "zod";
import { BANK_ORIGINS, QUESTION_TYPES, BANK_VISIBILITIES, DIFFICULTY_LEVELS } from "../constants";
import { IMPORT_KINDS } from "../imports/formats";
import { INTERCHANGE_EXPORT_FORMATS, INTERCHANGE_IMPORT_FORMATS } from "../interchange/formats";
import { textOf } from "../richText";
import { answerSpecField } from "../questionTypes/spec";
import { expectedAnswer, imagePath, optionListSchema, optionSchema, points } from "./exams";

/** Question bank items (docs/product.md#91-bank-items). */

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo de ${max} caracteres`)
    .nullish()
    .transform((value) => (value ? value : null));

const bankItemFields = {
  title: z.string({ error: "Título é obrigatório" }).trim().min(1, "Título é obrigatório").max(200, "Máximo de 200 caracteres"),
  questionText: z
    .string({ error: "Texto da questão é obrigatório" })
    .max(100_000, "Texto da questão muito longo")
    .refine((html) => textOf(html).length > 0, "Texto da questão é obrigatório"),
  questionType: z.enum(QUESTION_TYPES, { error: "Tipo de questão inválido" }),
  subject: z.string({ error: "Matéria é obrigatória" }).trim().min(1, "Matéria é obrigatória").max(80, "Máximo de 80 caracteres"),
  gradeLevelId: z
    .string({ error: "Série é obrigatória" })
    .trim()
    .min(1, "Série é obrigatória")
    .pipe(z.uuid({ error: "Série é obrigatória" })),
  difficultyLevel: z.enum(DIFFICULTY_LEVELS, { error: "Dificuldade inválida" }),
  points,
  descriptor: z
    .string()
    .trim()
    .max(200, "Máximo de 200 caracteres")
    .nullish()
    .transform((value) => value ?? ""),
  descriptorSaeb: optionalText(200),
  descriptorPaeb: optionalText(200),
  bnccSkill: optionalText(200),
  tags: z
    .array(z.string().trim().min(1).max(40, "Cada etiqueta pode ter até 40 caracteres"))
    .max(20, "No máximo 20 etiquetas")
    .transform((tags) => [...new Set(tags)]),
  correctAnswer: optionalText(20_000),
  explanation: optionalText(20_000),
  imageUrl: imagePath,
  expectedAnswer,
  options: optionListSchema,
  /** As on exam questions (shared/questionTypes/spec.ts). */
  answerSpec: z.unknown().optional(),
  visibility: z.enum(BANK_VISIBILITIES, { error: "Visibilidade inválida" }),
};

/**
 * A short answer sent as before, with its key as `correctAnswer` and no spec (an older form, a
 * spreadsheet): that key is its one accepted answer.
 */
function withShortAnswerFromKey<T extends { questionType: string; answerSpec?: unknown; correctAnswer: string | null }>(
  item: T,
): T {
  if (item.questionType !== "short_answer" || item.answerSpec !== undefined || !item.correctAnswer) return item;
  return { ...item, answerSpec: { accepted: [textOf(item.correctAnswer).slice(0, 200)] } };
}

/** A new bank item, with the defaults of docs/product.md#91-bank-items. */
export const bankItemSchema = z
  .object({
    ...bankItemFields,
    questionType: bankItemFields.questionType.default("multiple_choice"),
    difficultyLevel: bankItemFields.difficultyLevel.default("medium"),
    points: bankItemFields.points.default(1),
    tags: bankItemFields.tags.default([]),
    options: bankItemFields.options.default([]),
    visibility: bankItemFields.visibility.default("escola"),
  })
  .transform(withShortAnswerFromKey)
  .transform(answerSpecField);
export type BankItemInput = z.input<typeof bankItemSchema>;
export type BankItemValues = z.output<typeof bankItemSchema>;

/** An edit changes only what it sends; options, when sent, replace the old ones. */
export const bankItemUpdateSchema = z.object(bankItemFields).partial();
export type BankItemUpdateValues = z.output<typeof bankItemUpdateSchema>;

const emptyToUndefined = (value: unknown) => (value === "" || value === "all" ? undefined : value);

/** List filters: the spec's four, each ignored when empty; plus search, tag and paging. */
export const bankListQuerySchema = z.object({
  subject: z.preprocess(emptyToUndefined, z.string().trim().max(80).optional()),
  gradeLevelId: z.preprocess(emptyToUndefined, z.uuid({ error: "Filtro inválido" }).optional()),
  difficultyLevel: z.preprocess(emptyToUndefined, z.enum(DIFFICULTY_LEVELS, { error: "Filtro inválido" }).optional()),
  questionType: z.preprocess(emptyToUndefined, z.enum(QUESTION_TYPES, { error: "Filtro inválido" }).optional()),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  tag: z.preprocess(emptyToUndefined, z.string().trim().max(40).optional()),
  /** Hides the items already in this exam (the picker). */
  excludeExamId: z.preprocess(emptyToUndefined, z.uuid({ error: "Filtro inválido" }).optional()),
  /** "Minhas", "Da escola", "Da rede". */
  origin: z.preprocess(emptyToUndefined, z.enum(BANK_ORIGINS, { error: "Filtro inválido" }).optional()),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type BankListQuery = z.output<typeof bankListQuerySchema>;

export const bankOptionSchema = optionSchema.extend({
  optionText: z
    .string({ error: "Texto da alternativa é obrigatório" })
    .refine((html) => textOf(html).length > 0, "Texto da alternativa é obrigatório"),
});
export const bankOptionUpdateSchema = bankOptionSchema.partial();

/** `POST /api/exams/{id}/exam-questions`: a bank item placed in an exam. */
export const examQuestionLinkSchema = z.object({
  questionId: z.uuid({ error: "Questão inválida" }),
  questionOrder: z.coerce.number().int().min(1).default(1),
  points: points.optional(),
});

export const linkOrderSchema = z.object({ questionOrder: z.coerce.number().int().min(1, "Ordem inválida") });

/**
 * The form fields sent with a bulk import file (multipart). Subject and grade are needed for a PDF.
 * The server tells the file's kind from its bytes; `type`, which older forms send, is only checked.
 */
export const bulkImportFieldsSchema = z.object({
  type: z
    .enum([...IMPORT_KINDS, ...INTERCHANGE_IMPORT_FORMATS], {
      error: "Tipo de arquivo inválido: use csv, excel, pdf, moodle-xml, gift, aiken ou qti.",
    })
    .optional(),
  subject: z.string().trim().max(80).optional(),
  grade: z.string().trim().max(40).optional(),
  difficulty: z.string().trim().max(20).optional(),
  /** Who reads the imported items: as the form chose, or the bank's default. */
  visibility: z.enum(BANK_VISIBILITIES, { error: "Visibilidade inválida" }).default("escola"),
});

/** The most bank items one export writes (docs/product.md#22-question-interchange). */
export const MAX_BANK_EXPORT_ITEMS = 1000;

/** `POST /api/question-bank/export`: the chosen items in one interchange format. */
export const bankExportSchema = z.object({
  ids: z
    .array(z.uuid({ error: "Questão inválida" }), { error: "Escolha as questões a exportar." })
    .min(1, "Escolha as questões a exportar.")
    .max(MAX_BANK_EXPORT_ITEMS, `Exporte no máximo ${MAX_BANK_EXPORT_ITEMS} questões de uma vez.`)
    .transform((ids) => [...new Set(ids)]),
  format: z.enum(INTERCHANGE_EXPORT_FORMATS, { error: "Formato inválido: use moodle-xml, gift, aiken, qti ou qti21." }),
});
