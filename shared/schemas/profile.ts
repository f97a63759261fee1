import { z } from "zod";
import { LIMITS } from "../constants";
import { emailField, passwordField, usernameField } from "./fields";

export const profileUpdateSchema = z.object({
  username: usernameField(LIMITS.usernameMin, "Nome de usuário deve ter pelo menos 3 caracteres"),
  email: emailField(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** `confirmPassword` is what the form adds; the API accepts it and checks it when sent. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: "Senha atual é obrigatória" }).min(1, "Senha atual é obrigatória"),
    newPassword: passwordField("Nova senha deve ter pelo menos 6 caracteres"),
    confirmPassword: z.string({ error: "Confirmação de senha é obrigatória" }).optional(),
  })
  .refine((data) => data.confirmPassword === undefined || data.confirmPassword.length > 0, {
    message: "Confirmação de senha é obrigatória",
    path: ["confirmPassword"],
  })
  .refine((data) => !data.confirmPassword || data.confirmPassword === data.newPassword, {
    message: "Senhas não coincidem",
    path: ["confirmPassword"],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The password tab's form: here the confirmation is required. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, "Senha atual é obrigatória"),
    newPassword: passwordField("Nova senha deve ter pelo menos 6 caracteres"),
    confirmPassword: z.string().min(1, "Confirmação de senha é obrigatória"),
  })
  .refine((data) => data.confirmPassword === data.newPassword, {
    message: "Senhas não coincidem",
    path: ["confirmPassword"],
  });
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;
