import { z } from "zod";
import { LIMITS } from "../constants";
import { PASSWORD_TOO_LONG } from "./fields";

export const loginSchema = z.object({
  email: z
    .string({ error: "Email deve ser válido" })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "Email deve ser válido" })),
  password: z
    .string({ error: "Senha é obrigatória" })
    .min(1, "Senha é obrigatória")
    .refine((value) => new TextEncoder().encode(value).length <= LIMITS.passwordMaxBytes, PASSWORD_TOO_LONG),
});
export type LoginInput = z.infer<typeof loginSchema>;
