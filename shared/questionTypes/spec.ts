import { z } from "zod";
import { QUESTION_TYPES, type QuestionType } from "../constants";
import { textOf } from "../richText";
import { summationKey } from "./labels";

/**
 * The parts and key of the question types beyond one right letter and a written answer
 * (docs/product.md#26-question-types), kept as the question's `answerSpec`. Multiple choice keeps
 * its lettered options and an essay its expected answer; their `answerSpec` is null.
 *
 * Unknown fields are dropped, so a spec kept while the type changes in the editor still reads.
 *
 * A part (an option, a statement, an item, a proposition) has an id that answers name: the server
 * gives one to a part sent without it and keeps the ids it is sent, so an edit keeps what students
 * answered meaning the same part.
 */

/** Every type but multiple choice and the essay, which keep no spec; in the order of QUESTION_TYPES. */
export type SpecType = Exclude<QuestionType, "multiple_choice" | "essay">;
export const SPEC_TYPES: readonly SpecType[] = QUESTION_TYPES.filter(
  (type): type is SpecType => type !== "multiple_choice" && type !== "essay",
);

export const hasSpec = (type: string): type is SpecType => (SPEC_TYPES as readonly string[]).includes(type);

/** Whether a part by part rule gives each right part its share ("partial") or needs every part right. */
export const SCORING_RULES = ["partial", "all_or_nothing"] as const;
export type ScoringRule = (typeof SCORING_RULES)[number];

export const SPEC_LIMITS = {
  multiple_response: { min: 2, max: 10 },
  true_false: { min: 2, max: 10 },
  right_wrong: { min: 1, max: 30 },
  summation: { min: 2, max: 7 },
  matching: { min: 2, max: 10, answersMin: 2, answersMax: 12 },
  ordering: { min: 2, max: 10 },
  short_answer: { max: 20, length: 200 },
  numeric: { bound: 1e9, decimals: 4, unitLength: 20 },
  partText: 20_000,
} as const;

export const SPEC_MESSAGES = {
  partText: "Preencha o texto de cada item.",
  partId: "Identificador de item inválido.",
  repeatedId: "Itens com o mesmo identificador.",
  multipleResponseCount: "Uma questão de múltipla resposta tem de 2 a 10 alternativas.",
  oneCorrect: "Marque pelo menos uma alternativa correta.",
  trueFalseCount: "Uma questão de verdadeiro ou falso tem de 2 a 10 afirmações.",
  rightWrongCount: "Um bloco de certo ou errado tem de 1 a 30 itens.",
  summationCount: "Uma somatória tem de 2 a 7 proposições.",
  summationRange: "A soma das proposições corretas deve ficar entre 01 e 99.",
  numericValue: "Informe o valor correto: um número entre -1.000.000.000 e 1.000.000.000, com até 4 casas decimais.",
  numericTolerance: "A tolerância deve ser um número a partir de 0, com até 4 casas decimais.",
  unit: "A unidade deve ter no máximo 20 caracteres.",
  matchingItems: "A primeira coluna tem de 2 a 10 itens.",
  matchingAnswers: "A segunda coluna tem de 2 a 12 respostas.",
  matchingPair: "Escolha a resposta de cada item da primeira coluna.",
  orderingCount: "Uma ordenação tem de 2 a 10 itens.",
  acceptedCount: "Informe de 1 a 20 respostas aceitas.",
  acceptedText: "Cada resposta aceita tem de 1 a 200 caracteres.",
  scoring: "Regra de pontuação inválida.",
  specMissing: "Preencha os itens e o gabarito da questão.",
} as const;

const partId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, SPEC_MESSAGES.partId)
  .optional();
const partText = z
  .string({ error: SPEC_MESSAGES.partText })
  .max(SPEC_LIMITS.partText, "Texto do item muito longo")
  .refine((html) => textOf(html).length > 0, SPEC_MESSAGES.partText);
const scoring = z.enum(SCORING_RULES, { error: SPEC_MESSAGES.scoring }).default("partial");

/** A part that is right or wrong: an option that is correct, a statement that is true, an item that is "certo", a proposition that is correct. */
const judgedPart = z.object({ id: partId, text: partText, correct: z.boolean().default(false) });
const plainPart = z.object({ id: partId, text: partText });

const uniqueIds = (parts: Array<{ id?: string }>) => {
  const ids = parts.flatMap((part) => (part.id ? [part.id] : []));
  return new Set(ids).size === ids.length;
};

const partList = <T extends z.ZodType<{ id?: string }>>(part: T, min: number, max: number, message: string) =>
  z.array(part, { error: message }).min(min, message).max(max, message).refine(uniqueIds, SPEC_MESSAGES.repeatedId);

/** A number as the key keeps it: within ±1e9, at most 4 decimals. */
export function isKeyNumber(value: number): boolean {
  if (!Number.isFinite(value) || Math.abs(value) > SPEC_LIMITS.numeric.bound) return false;
  const scaled = value * 10 ** SPEC_LIMITS.numeric.decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

export const answerSpecSchemas = {
  multiple_response: z.object({
    parts: partList(judgedPart, 2, 10, SPEC_MESSAGES.multipleResponseCount).refine(
      (parts) => parts.some((part) => part.correct),
      SPEC_MESSAGES.oneCorrect,
    ),
    scoring,
  }),
  true_false: z.object({ parts: partList(judgedPart, 2, 10, SPEC_MESSAGES.trueFalseCount), scoring }),
  right_wrong: z.object({
    parts: partList(judgedPart, 1, 30, SPEC_MESSAGES.rightWrongCount),
    /** "Uma errada anula uma certa": a wrong item takes one share away; the block never goes below 0. */
    penalty: z.boolean().default(false),
  }),
  summation: z.object({
    parts: partList(judgedPart, 2, 7, SPEC_MESSAGES.summationCount).refine((parts) => {
      const key = summationKey(parts);
      return key >= 1 && key <= 99;
    }, SPEC_MESSAGES.summationRange),
    scoring,
  }),
  numeric: z.object({
    value: z.number({ error: SPEC_MESSAGES.numericValue }).refine(isKeyNumber, SPEC_MESSAGES.numericValue),
    tolerance: z
      .number({ error: SPEC_MESSAGES.numericTolerance })
      .min(0, SPEC_MESSAGES.numericTolerance)
      .refine(isKeyNumber, SPEC_MESSAGES.numericTolerance)
      .default(0),
    unit: z
      .string()
      .trim()
      .max(SPEC_LIMITS.numeric.unitLength, SPEC_MESSAGES.unit)
      .nullish()
      .transform((unit) => unit || null),
  }),
  matching: z
    .strictObject({
      /** The first column, each item with the id of its answer in the second. */
      parts: partList(
        z.object({ id: partId, text: partText, match: z.string({ error: SPEC_MESSAGES.matchingPair }) }),
        2,
        10,
        SPEC_MESSAGES.matchingItems,
      ),
      answers: partList(plainPart, 2, 12, SPEC_MESSAGES.matchingAnswers),
      scoring,
    })
    .refine((spec) => spec.parts.every((part) => spec.answers.some((answer) => answer.id === part.match)), {
      message: SPEC_MESSAGES.matchingPair,
      path: ["parts"],
    }),
  /** The items in their right order; students see them shuffled. */
  ordering: z.object({ parts: partList(plainPart, 2, 10, SPEC_MESSAGES.orderingCount), scoring }),
  short_answer: z.object({
    accepted: z
      .array(
        z.string().trim().min(1, SPEC_MESSAGES.acceptedText).max(SPEC_LIMITS.short_answer.length, SPEC_MESSAGES.acceptedText),
        {
          error: SPEC_MESSAGES.acceptedCount,
        },
      )
      .min(1, SPEC_MESSAGES.acceptedCount)
      .max(SPEC_LIMITS.short_answer.max, SPEC_MESSAGES.acceptedCount),
    /** Compare respecting case, accents and spaces; by default "São Paulo" = "sao  paulo". */
    exact: z.boolean().default(false),
  }),
} satisfies Record<SpecType, z.ZodType>;

export type AnswerSpecOf<T extends SpecType> = z.output<(typeof answerSpecSchemas)[T]>;
export type AnswerSpecInputOf<T extends SpecType> = z.input<(typeof answerSpecSchemas)[T]>;
/** Any type's spec, parts with their ids (as stored and sent to staff). */
export type AnswerSpec = { [T in SpecType]: WithIds<AnswerSpecOf<T>> }[SpecType];

type WithIds<S> = S extends { parts: Array<infer P>; answers: Array<infer A> }
  ? Omit<S, "parts" | "answers"> & { parts: Array<P & { id: string }>; answers: Array<A & { id: string }> }
  : S extends { parts: Array<infer P> }
    ? Omit<S, "parts"> & { parts: Array<P & { id: string }> }
    : S;

/** A question's type with its spec, narrowed together. */
export type TypedSpec = { [T in SpecType]: { questionType: T; answerSpec: WithIds<AnswerSpecOf<T>> } }[SpecType];

/** `questionType` and `answerSpec` of a stored question, read together (the spec was checked on its way in). */
export const typedSpec = (questionType: SpecType, answerSpec: unknown) => ({ questionType, answerSpec }) as TypedSpec;

/** The spec's parts (options, statements, items, propositions), or none for numeric and short answers. */
export function partsOf(spec: unknown): Array<{ id: string; text: string; correct?: boolean; match?: string }> {
  const parts = (spec as { parts?: unknown } | null)?.parts;
  return Array.isArray(parts) ? parts : [];
}

/** The second column of a matching question. */
export function answersOf(spec: unknown): Array<{ id: string; text: string }> {
  const answers = (spec as { answers?: unknown } | null)?.answers;
  return Array.isArray(answers) ? answers : [];
}

/**
 * Checks a question's spec against its type: the spec parsed (defaults filled) or the error's
 * first message with its path. A type without a spec takes none.
 */
export function parseAnswerSpec(
  questionType: QuestionType,
  spec: unknown,
): { success: true; data: AnswerSpec | null } | { success: false; issues: z.core.$ZodIssue[] } {
  if (!hasSpec(questionType)) return { success: true, data: null };
  if (spec === null || spec === undefined)
    return { success: false, issues: [{ code: "custom", message: SPEC_MESSAGES.specMissing, path: [], input: spec }] };
  const parsed = answerSpecSchemas[questionType].safeParse(spec);
  return parsed.success ? { success: true, data: parsed.data as AnswerSpec } : { success: false, issues: parsed.error.issues };
}

/** Gives every part without an id one (`newId` makes them), so answers can name it. */
export function withPartIds<S>(spec: S, newId: () => string): S {
  if (!spec || typeof spec !== "object") return spec;
  const named = <P extends { id?: string }>(parts: P[]) => parts.map((part) => (part.id ? part : { ...part, id: newId() }));
  const fields = spec as { parts?: Array<{ id?: string }>; answers?: Array<{ id?: string }> };
  const result: Record<string, unknown> = { ...(spec as object) };
  if (fields.parts) result.parts = named(fields.parts);
  if (fields.answers) result.answers = named(fields.answers);
  return result as S;
}

/**
 * A question body's `answerSpec` checked against its `questionType`, inside a zod transform: the
 * parsed spec (null for a type without one), or the spec's issues under `answerSpec`.
 */
export function answerSpecField<T extends { questionType: QuestionType; answerSpec?: unknown }>(
  value: T,
  context: z.RefinementCtx,
): Omit<T, "answerSpec"> & { answerSpec: AnswerSpec | null } {
  const parsed = parseAnswerSpec(value.questionType, value.answerSpec);
  if (parsed.success) return { ...value, answerSpec: parsed.data };
  for (const issue of parsed.issues)
    context.addIssue({ code: "custom", message: issue.message, path: ["answerSpec", ...issue.path] });
  return z.NEVER;
}

/** Every rich text of a spec (parts and the second column), for what looks for images in a question. */
export const specTexts = (spec: unknown): string[] => [...partsOf(spec), ...answersOf(spec)].map((part) => part.text);

/** The spec with each part's text passed through `change` (the sanitiser, the student's image links). */
export function mapSpecTexts<S>(spec: S, change: (html: string) => string): S {
  if (!spec || typeof spec !== "object") return spec;
  const fields = spec as { parts?: Array<{ text: string }>; answers?: Array<{ text: string }> };
  const result: Record<string, unknown> = { ...(spec as object) };
  if (fields.parts) result.parts = fields.parts.map((part) => ({ ...part, text: change(part.text) }));
  if (fields.answers) result.answers = fields.answers.map((answer) => ({ ...answer, text: change(answer.text) }));
  return result as S;
}
