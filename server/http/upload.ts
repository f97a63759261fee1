import type { Request, RequestHandler } from "express";
import multer from "multer";
import { FILE_TOO_LARGE, MAX_IMPORT_BYTES } from "../../shared/imports/limits";
import { AppError } from "../errors";

/**
 * One file from a multipart form, kept in memory and cut off at `maxBytes`: a bigger file is
 * refused as soon as it passes the limit, with the caller's Portuguese message.
 */
export function singleFile(field: string, maxBytes: number, tooLarge: string): RequestHandler {
  const parse = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxBytes, files: 1, fields: 10 } }).single(field);
  return (req, res, next) => {
    parse(req, res, (error: unknown) => {
      if (!error) return next();
      const code = (error as { code?: string }).code;
      if (code === "LIMIT_FILE_SIZE") return next(new AppError(413, "payload_too_large", tooLarge));
      if (code?.startsWith("LIMIT_")) return next(AppError.badRequest("Envie um único arquivo por vez."));
      next(AppError.badRequest("Não foi possível ler o arquivo enviado."));
    });
  };
}

/** The file of an import form (field `file`), cut off as it arrives past the imports' size limit. */
export const importUpload = (): RequestHandler => singleFile("file", MAX_IMPORT_BYTES, FILE_TOO_LARGE);

/** The uploaded file's name and bytes, when the form carried one. */
export function uploadedFile(req: Request): { name: string; bytes: Buffer } | undefined {
  return req.file && { name: req.file.originalname, bytes: req.file.buffer };
}
