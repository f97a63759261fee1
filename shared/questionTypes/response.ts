import { z } from "zod";
import { isKeyNumber } from "./spec";

/**
 * A student's answer to a question with a spec (docs/product.md#26-question-types), as saved in
 * `PUT /api/attempt/answers` (`response`) and kept in `exam_answers.response`. Each shape names
 * the question's parts by id; which question it fits is checked against the attempt when saved
 * (the database's `answer_fits`). A short answer is a `textAnswer`, as an essay's.
 */

export const RESPONSE_MESSAGES = {
  shape: "Resposta em formato inválido para esta questão.",
  repeated: "Um item aparece mais de uma vez na resposta.",
  sum: "A soma deve ser um número inteiro de 00 a 99.",
  value: "Digite um número entre -1.000.000.000 e 1.000.000.000, com até 4 casas decimais.",
} as const;

const partId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, RESPONSE_MESSAGES.shape);
const distinct = (ids: string[]) => new Set(ids).size === ids.length;
const idMap = <T extends z.ZodType>(value: T) =>
  z.record(partId, value).refine((record) => Object.keys(record).length <= 30, RESPONSE_MESSAGES.shape);

const shapes = {
  /** Múltipla resposta: the options marked. */
  selected: z.strictObject({
    selected: z.array(partId).max(10, RESPONSE_MESSAGES.shape).refine(distinct, RESPONSE_MESSAGES.repeated),
  }),
  /** V/F (true = V) and C/E (true = C): each statement or item given; one left out is blank. */
  marks: z.strictObject({ marks: idMap(z.boolean({ error: RESPONSE_MESSAGES.shape })) }),
  /** Somatória: the sum given, 00 to 99. */
  sum: z.strictObject({
    sum: z
      .number({ error: RESPONSE_MESSAGES.sum })
      .int(RESPONSE_MESSAGES.sum)
      .min(0, RESPONSE_MESSAGES.sum)
      .max(99, RESPONSE_MESSAGES.sum),
  }),
  /** Resposta numérica. */
  value: z.strictObject({ value: z.number({ error: RESPONSE_MESSAGES.value }).refine(isKeyNumber, RESPONSE_MESSAGES.value) }),
  /** Associação: each item of the first column with the answer chosen for it. */
  pairs: z.strictObject({ pairs: idMap(partId) }),
  /** Ordenação: every item, in the order the student put them. */
  order: z.strictObject({
    order: z.array(partId).max(10, RESPONSE_MESSAGES.shape).refine(distinct, RESPONSE_MESSAGES.repeated),
  }),
};
type ShapeKey = keyof typeof shapes;
export type QuestionResponse = { [K in ShapeKey]: z.output<(typeof shapes)[K]> }[ShapeKey];

function readResponse(value: unknown, context: z.RefinementCtx): QuestionResponse {
  const keys = value && typeof value === "object" && !Array.isArray(value) ? Object.keys(value) : [];
  const key = keys.length === 1 && keys[0] in shapes ? (keys[0] as ShapeKey) : undefined;
  const parsed = key ? shapes[key].safeParse(value) : undefined;
  if (parsed?.success) return parsed.data as QuestionResponse;
  for (const issue of parsed?.error.issues ?? [{ message: RESPONSE_MESSAGES.shape, path: [] as PropertyKey[] }])
    context.addIssue({ code: "custom", message: issue.message, path: issue.path });
  return z.NEVER;
}

/** One of the shapes above, told apart by its one key, so a bad value gets that shape's own message. */
export const responseSchema = z.unknown().transform(readResponse);

/** A saved answer's `response`: none (null or left out) for a choice or a written answer. */
export const savedResponseSchema = z
  .unknown()
  .optional()
  .transform((value, context): QuestionResponse | null =>
    value === null || value === undefined ? null : readResponse(value, context),
  );
