import { z } from "zod";
import { GRADE_LEVEL_CATEGORIES, LIMITS } from "../constants";

/** Organisation forms and request bodies (docs/product.md#10-organisations). */

const NAME_REQUIRED = "Nome é obrigatório";

const name = (max = 200) =>
  z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(max, `Nome deve ter no máximo ${max} caracteres`);

/** Optional text: blank means none. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} deve ter no máximo ${max} caracteres`)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

/** A required reference to another record, with the spec's message when missing. */
const reference = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .pipe(z.uuid({ error: message }));

const optionalReference = z
  .union([z.literal(""), z.null(), z.uuid({ error: "Identificador inválido" })])
  .optional()
  .transform((value) => (value ? value : null));

export const unionSchema = z.object({
  name: name(),
  description: optionalText(2000, "Descrição"),
});
export type UnionInput = z.input<typeof unionSchema>;

export const associationSchema = z.object({
  name: name(),
  description: optionalText(2000, "Descrição"),
  unionId: optionalReference,
});
export type AssociationInput = z.input<typeof associationSchema>;

export const schoolSchema = z.object({
  name: name(),
  associationId: reference("Associação é obrigatória"),
  address: optionalText(300, "Endereço"),
  phone: optionalText(40, "Telefone"),
  email: z
    .union([z.literal(""), z.null(), z.email({ error: "Email inválido" }).max(LIMITS.emailMax, "Email inválido")], {
      error: "Email inválido",
    })
    .optional()
    .transform((value) => (value ? value.toLowerCase() : null)),
});
export type SchoolInput = z.input<typeof schoolSchema>;

export const gradeLevelSchema = z.object({
  name: name(120),
  category: z.enum(GRADE_LEVEL_CATEGORIES, { error: "Categoria é obrigatória" }),
  description: optionalText(2000, "Descrição"),
});
export type GradeLevelInput = z.input<typeof gradeLevelSchema>;

export const classSchema = z.object({
  name: name(120),
  schoolId: reference("Escola é obrigatória"),
  gradeLevelId: reference("Nível de ensino é obrigatório"),
  year: z.coerce
    .number({ error: "Ano deve ser maior que 2020" })
    .int("Ano deve ser um número inteiro")
    .min(LIMITS.classYearMin, "Ano deve ser maior que 2020")
    .max(2100, "Ano inválido"),
});
export type ClassInput = z.input<typeof classSchema>;

const optionalFilter = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.uuid({ error: "Filtro inválido" }).optional());

export const schoolFilterSchema = z.object({ associationId: optionalFilter });
export const classFilterSchema = z.object({ schoolId: optionalFilter, gradeLevelId: optionalFilter });
