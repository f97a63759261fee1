import { z } from "zod";
import { LIMITS, ROLES } from "../constants";
import { emailField, passwordField, roleField, usernameField } from "./fields";

const USERNAME_MIN = "Nome de usuário deve ter pelo menos 3 caracteres";
const PASSWORD_MIN = "Senha deve ter pelo menos 6 caracteres";

/** The schools a user belongs to (docs/product.md#191-schools-and-staff); an administrator needs none. */
const schoolIdsField = z
  .array(z.uuid({ error: "Escola inválida" }), { error: "Escolas inválidas" })
  .max(100, "No máximo 100 escolas")
  .transform((ids) => [...new Set(ids)]);

/** The user form of the administration screen (create). */
export const userFormSchema = z.object({
  username: usernameField(LIMITS.usernameMin, USERNAME_MIN),
  email: emailField(),
  password: passwordField(PASSWORD_MIN),
  role: roleField.default("professor"),
  schoolIds: schoolIdsField.optional(),
});
export type UserFormValues = z.input<typeof userFormSchema>;

/** The same form when editing: a blank password keeps the current one. */
export const userEditFormSchema = userFormSchema.extend({
  password: z.union([z.literal(""), passwordField(PASSWORD_MIN)], { error: PASSWORD_MIN }).optional(),
});
export type UserEditFormValues = z.input<typeof userEditFormSchema>;

/**
 * The admin screens send the typed password in `passwordHash` (docs/architecture.md#4-http-api); other
 * clients send `password`. Both mean the plain password, which only the server hashes.
 */
function acceptPasswordHashAlias(raw: unknown): unknown {
  if (raw && typeof raw === "object" && !("password" in raw) && "passwordHash" in raw) {
    const { passwordHash, ...rest } = raw as Record<string, unknown>;
    return { ...rest, password: passwordHash };
  }
  return raw;
}

const isActiveField = z.boolean({ error: "Valor inválido para ativo" });

/** `POST /api/users`, `POST /api/auth/users`. */
export const userCreateSchema = z.preprocess(
  acceptPasswordHashAlias,
  userFormSchema.extend({ isActive: isActiveField.default(true) }),
);
export type UserCreateInput = z.infer<typeof userCreateSchema>;

/** `PUT /api/users/{id}`, `PUT /api/auth/users/{id}`: every field optional. */
export const userUpdateSchema = z.preprocess(
  acceptPasswordHashAlias,
  userEditFormSchema
    .partial()
    // Without this a missing role would take the form's default and demote the user.
    .extend({ role: roleField.optional(), isActive: isActiveField.optional() })
    .transform(({ password, ...rest }) => ({ ...rest, password: password || undefined })),
);
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/** The create-profile form (`POST /api/auth/register`) has its own, shorter username minimum. */
export const registerSchema = z.object({
  username: usernameField(LIMITS.createProfileUsernameMin, "Nome deve ter pelo menos 2 caracteres"),
  email: emailField(),
  password: passwordField(PASSWORD_MIN),
  role: z.enum(ROLES, { error: "Função é obrigatória" }).default("professor"),
  schoolIds: schoolIdsField.optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The create-profile form itself: the confirmation is checked here and removed before sending. */
export const createProfileFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((data) => data.password === data.confirmPassword, {
    message: "Senhas não coincidem",
    path: ["confirmPassword"],
  });
export type CreateProfileFormValues = z.input<typeof createProfileFormSchema>;
