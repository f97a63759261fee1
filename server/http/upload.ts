import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import type { Request, RequestHandler } from "express";
import multer from "multer";
import { DETECTION_BYTES } from "../../shared/imports/detect";
import { FILE_TOO_LARGE, MAX_IMPORT_BYTES } from "../../shared/imports/limits";
import { detectInterchangeFormat } from "../../shared/interchange/formats";
import { MAX_INTERCHANGE_PACKAGE_BYTES, QUESTION_FILE_TOO_LARGE } from "../../shared/interchange/limits";
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

/**
 * Several files from a multipart form's `field`, written to the system's temporary folder as they
 * arrive, so a class's scans (hundreds of MB) never sit in memory: each file cut off at `maxBytes`,
 * at most `maxFiles`, and the whole request refused before a byte is read when its Content-Length
 * passes `maxTotal`. The next handler reads `req.files[].path`; the files go once the response is sent.
 */
export function manyFilesOnDisk(
  field: string,
  limits: { maxBytes: number; maxFiles: number; maxTotal: number },
  messages: { tooLarge: string; tooMany: string; totalTooLarge: string },
): RequestHandler {
  const parse = multer({
    storage: multer.diskStorage({ destination: tmpdir() }),
    limits: { fileSize: limits.maxBytes, files: limits.maxFiles, fields: 10 },
  }).array(field, limits.maxFiles);
  return (req, res, next) => {
    const length = req.headers["content-length"];
    if (length === undefined) return next(new AppError(411, "length_required", "Envie os arquivos com o tamanho informado."));
    if (Number(length) > limits.maxTotal) return next(new AppError(413, "payload_too_large", messages.totalTooLarge));
    res.on("close", () => {
      for (const file of (req.files as Express.Multer.File[] | undefined) ?? []) rm(file.path, { force: true }).catch(() => {});
    });
    parse(req, res, (error: unknown) => {
      if (!error) return next();
      const code = (error as { code?: string }).code;
      if (code === "LIMIT_FILE_SIZE") return next(new AppError(413, "payload_too_large", messages.tooLarge));
      if (code === "LIMIT_FILE_COUNT" || code === "LIMIT_UNEXPECTED_FILE") return next(AppError.badRequest(messages.tooMany));
      next(AppError.badRequest("Não foi possível ler os arquivos enviados."));
    });
  };
}

/** The file of an import form (field `file`), cut off as it arrives past the imports' size limit. */
export const importUpload = (): RequestHandler => singleFile("file", MAX_IMPORT_BYTES, FILE_TOO_LARGE);

/**
 * The file of a question import form, where a QTI content package may come: a package up to its
 * 50 MB, every other file cut at the imports' 10 MB as before (docs/product.md#22-question-interchange).
 */
export function questionImportUpload(): RequestHandler[] {
  const onlyPackagesLarger: RequestHandler = (req, _res, next) => {
    const file = req.file;
    if (!file || file.size <= MAX_IMPORT_BYTES) return next();
    const isPackage = detectInterchangeFormat(file.buffer.subarray(0, DETECTION_BYTES), file.originalname) === "qti";
    next(isPackage ? undefined : new AppError(413, "payload_too_large", FILE_TOO_LARGE));
  };
  return [singleFile("file", MAX_INTERCHANGE_PACKAGE_BYTES, QUESTION_FILE_TOO_LARGE), onlyPackagesLarger];
}

/** The uploaded file's name and bytes, when the form carried one. */
export function uploadedFile(req: Request): { name: string; bytes: Buffer } | undefined {
  return req.file && { name: req.file.originalname, bytes: req.file.buffer };
}
