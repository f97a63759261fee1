import { z } from "zod";
import { UPLOAD_PURPOSES } from "../constants";

export const uploadRequestSchema = z.object({
  purpose: z.enum(UPLOAD_PURPOSES, { error: "Finalidade do arquivo inválida" }).default("question-image"),
});

export const normalizeObjectSchema = z.object({
  rawPath: z.string({ error: "Caminho do arquivo é obrigatório" }).trim().min(1, "Caminho do arquivo é obrigatório").max(1000),
});

export const logoSchema = z.object({
  logoURL: z
    .string({ error: "Endereço do logotipo é obrigatório" })
    .trim()
    .min(1, "Endereço do logotipo é obrigatório")
    .max(1000),
});

/** The spec sends "the photo location and userId"; clients name the location in one of three ways. */
export const profilePhotoSchema = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== "object") return raw;
    const body = raw as Record<string, unknown>;
    return { ...body, photoURL: body.photoURL ?? body.profilePhotoUrl ?? body.objectPath };
  },
  z.object({
    photoURL: z.string({ error: "Endereço da foto é obrigatório" }).trim().min(1, "Endereço da foto é obrigatório").max(1000),
    userId: z.uuid({ error: "Identificador inválido" }).optional(),
  }),
);

export const uploadTokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "Link de envio inválido.") });
