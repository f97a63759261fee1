import type { IncomingMessage } from "node:http";
import type { ErrorRequestHandler, RequestHandler } from "express";
import type { ApiErrorBody } from "../../shared/types/errors";
import { AppError } from "../errors";
import { loggedPath, requestIdOf } from "./requestLog";

export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(new AppError(404, "not_found", "Rota não encontrada."));
};

/** How the app logs an error: a message, the error, the request's id. */
export type ErrorLog = (message: string, error: unknown, requestId?: string) => void;

/** A body that is not JSON, refused by body-parser or by a route answered before Express. */
export const invalidJsonBody = () => AppError.badRequest("JSON inválido no corpo da requisição.");

interface BodyParserError {
  type?: string;
  status?: number;
}

/** What a request the server could not read is told (a body cut off, a wrong encoding). */
export const BAD_REQUEST = "Requisição inválida.";

/** Errors raised by body-parser carry a `type`; they are the client's fault, not ours. */
function fromBodyParser(error: BodyParserError | null | undefined): AppError | undefined {
  if (error?.type === "entity.parse.failed") return invalidJsonBody();
  if (error?.type === "entity.too.large") return new AppError(413, "payload_too_large", "Requisição muito grande.");
  if (error?.type && error.status && error.status < 500) return AppError.badRequest(BAD_REQUEST);
  return undefined;
}

export const DATABASE_UNAVAILABLE = "Banco de dados indisponível. Tente novamente em instantes.";

/** Network failures reaching the server, and SQLSTATEs for a server going away or refusing connections. */
const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
const CONNECTION_LOST =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/**
 * Whether a failure means the database cannot be reached right now (the driver's own error, or
 * Drizzle's wrapper around it as `cause`): a 503 the client may retry, not a bug (500).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (
    typeof code === "string" &&
    (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
  )
    return true;
  if (typeof message === "string" && CONNECTION_LOST.test(message)) return true;
  // A connection attempt to several addresses fails with an AggregateError of one error each.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

function fromDatabase(error: unknown): AppError | undefined {
  return isDatabaseUnavailable(error) ? new AppError(503, "database_unavailable", DATABASE_UNAVAILABLE) : undefined;
}

/** How the API answers an error: its status, its body and, for a refusal that lifts, `Retry-After`. */
export interface ErrorAnswer {
  status: number;
  body: ApiErrorBody;
  retryAfterSeconds?: number;
}

/**
 * The answer for an error raised while answering `req`, logged (with the request's id) when it is
 * ours or the database's rather than the client's. Shared by the Express error handler and the
 * routes answered before Express (plainRoute.ts).
 */
export function errorAnswer(error: unknown, req: IncomingMessage, requestId: string | undefined, log: ErrorLog): ErrorAnswer {
  const appError = error instanceof AppError ? error : (fromBodyParser(error as BodyParserError) ?? fromDatabase(error));
  if (!appError) log(`Erro inesperado em ${req.method} ${loggedPath(req)}`, error, requestId);
  else if (appError.code === "database_unavailable")
    log(`Banco de dados indisponível em ${req.method} ${loggedPath(req)}`, error, requestId);
  return {
    status: appError?.status ?? 500,
    retryAfterSeconds: appError?.retryAfterSeconds,
    body: {
      message: appError?.message ?? "Erro interno do servidor. Tente novamente.",
      code: appError?.code ?? "internal_error",
      ...(appError?.errors ? { errors: appError.errors } : {}),
      ...(appError?.rowErrors ? { rowErrors: appError.rowErrors } : {}),
    },
  };
}

export function errorHandler(log: ErrorLog): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const { status, body, retryAfterSeconds } = errorAnswer(error, req, requestIdOf(res), log);
    if (retryAfterSeconds) res.set("Retry-After", String(retryAfterSeconds));
    res.status(status).json(body);
  };
}
