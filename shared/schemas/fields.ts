import { z } from "zod";
import { LIMITS, ROLES } from "../constants";
import { DATE_MESSAGE, readDateTime } from "../dateTime";

/** Field builders reused by several request schemas, each carrying the spec's pt-BR messages. */

export const emailField = (message = "Email inválido") =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(LIMITS.emailMax, `Email deve ter no máximo ${LIMITS.emailMax} caracteres`)
    .pipe(z.email({ error: message }));

export const usernameField = (min: number, minMessage: string) =>
  z
    .string({ error: minMessage })
    .trim()
    .min(min, minMessage)
    .max(LIMITS.usernameMax, `Nome de usuário deve ter no máximo ${LIMITS.usernameMax} caracteres`);

const utf8Length = (value: string) => new TextEncoder().encode(value).length;

export const PASSWORD_TOO_LONG = "Senha muito longa: use no máximo 72 bytes (cerca de 72 letras sem acento).";

export const passwordField = (minMessage: string) =>
  z
    .string({ error: minMessage })
    .min(LIMITS.passwordMin, minMessage)
    .refine((value) => utf8Length(value) <= LIMITS.passwordMaxBytes, PASSWORD_TOO_LONG);

export const roleField = z.enum(ROLES, { error: "Função inválida" });

export const uuidParam = z.object({
  id: z.uuid({ error: "Identificador inválido" }),
});

/**
 * A moment typed as `dd/mm/aaaa HH:mm` on the schools' clock, or sent as an ISO instant by the API;
 * blank is none. The message names the part that is wrong.
 */
export const optionalDateTimeField = z
  .union([z.date(), z.string(), z.null()], { error: DATE_MESSAGE })
  .optional()
  .transform((value, context) => {
    const read = typeof value === "string" ? readDateTime(value) : (value ?? null);
    if (read instanceof Date && Number.isNaN(read.getTime())) {
      context.addIssue({ code: "custom", message: DATE_MESSAGE });
      return z.NEVER;
    }
    if (read && !(read instanceof Date)) {
      context.addIssue({ code: "custom", message: read.error });
      return z.NEVER;
    }
    return read;
  });

const DAY_MESSAGE = "Data inválida: use dd/mm/aaaa";

/** A calendar day typed as `dd/mm/aaaa` or sent as `aaaa-mm-dd`, kept as `aaaa-mm-dd`; blank is none. */
export const optionalDayField = z
  .union([z.string(), z.null()], { error: DAY_MESSAGE })
  .optional()
  .transform((value, context) => {
    const text = value?.trim();
    if (!text) return null;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) ?? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
    const [year, month, day] = match ? (match[1].length === 4 ? match.slice(1) : [match[3], match[2], match[1]]) : [];
    const date = new Date(`${year}-${month}-${day}T12:00:00Z`);
    if (!match || Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day)) {
      context.addIssue({ code: "custom", message: DAY_MESSAGE });
      return z.NEVER;
    }
    return `${year}-${month}-${day}`;
  });
