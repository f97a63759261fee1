import { z } from "zod";
import { LIMITS, ROLES } from "../constants";

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
