import type { ZodError } from "zod";

/** The one error type: an HTTP status, a stable code and a message a Brazilian user can read. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
    /** For a file refused for its rows: one message a row, sent as `rowErrors`. */
    readonly rowErrors?: string[],
  ) {
    super(message);
  }

  /** Seconds after which a refused request may be tried again (`Retry-After`). */
  retryAfterSeconds?: number;

  /** 503: the server is busy with others' work; try again after the given seconds. */
  static busy(message: string, retryAfterSeconds: number) {
    const error = new AppError(503, "busy", message);
    error.retryAfterSeconds = retryAfterSeconds;
    return error;
  }

  static badRequest(message: string, errors?: Record<string, string>) {
    return new AppError(400, "bad_request", message, errors);
  }
  static unauthorized(message = "Sessão inválida ou expirada. Faça login novamente.") {
    return new AppError(401, "unauthorized", message);
  }
  static forbidden(message = "Você não tem permissão para realizar esta ação.") {
    return new AppError(403, "forbidden", message);
  }
  static notFound(message = "Registro não encontrado.") {
    return new AppError(404, "not_found", message);
  }
  static conflict(message: string, errors?: Record<string, string>) {
    return new AppError(400, "conflict", message, errors);
  }
  /** 409: the record is not in a state that allows this now (an application already closed, an attempt handed in). */
  static wrongState(message: string) {
    return new AppError(409, "wrong_state", message);
  }
  /** A limit was reached; `until`, when known, is when it lifts (sent as `Retry-After`). */
  static tooManyRequests(message: string, until?: { now: Date; until: Date }) {
    const error = new AppError(429, "too_many_requests", message);
    if (until) error.retryAfterSeconds = Math.max(1, Math.ceil((until.until.getTime() - until.now.getTime()) / 1000));
    return error;
  }
}

/** Zod issues as `{ field: first message }`, plus the first message as the summary. */
export function validationError(error: ZodError): AppError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "_";
    errors[field] ??= issue.message;
  }
  return new AppError(400, "validation_error", error.issues[0]?.message ?? "Dados inválidos.", errors);
}
