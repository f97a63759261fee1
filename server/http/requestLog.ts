import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Response } from "express";

/**
 * The id this request was given (requestEssentials.ts), for its error lines. Kept on the response
 * rather than in an AsyncLocalStorage, whose hooks on every promise cost each request of the
 * busiest calls (docs/architecture.md §12, "Capacity").
 */
export const requestIdOf = (res: Response): string | undefined => res.locals.requestId as string | undefined;

export const REQUEST_ID_HEADER = "X-Request-Id";
// A proxy's id is kept when it looks like one; anything else could forge log lines.
const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The request's id: the proxy's when it looks like one, a new one otherwise. */
export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The request's path for a log line: never its query string, where a link may carry a key. A
 * request Express never saw (plainRoute.ts) has only its `url`, which is the original one.
 */
export const loggedPath = (req: IncomingMessage & { originalUrl?: string }): string =>
  (req.originalUrl ?? req.url ?? "").split("?")[0];

/** Log lines as text, or as one JSON object per line for a log collector (LOG_FORMAT). */
export type LogFormat = "text" | "json";

/** A line of the server's own log (start-up, the clock), in the configured format. */
export function logLine(format: LogFormat, level: "info" | "error", message: string): string {
  return format === "json" ? JSON.stringify({ time: new Date().toISOString(), level, message }) : message;
}

/**
 * Lines gathered and written once per turn of the event loop: at a thousand answer saves a
 * second, a write to standard output per request was a system call each (a pipe or the journal's
 * socket are written synchronously). What a turn gathered is written on exit as well.
 */
export function linesPerTurn(write: (text: string) => void): (line: string) => void {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const text = `${pending.join("\n")}\n`;
    pending = [];
    write(text);
  };
  process.once("exit", flush);
  return (line) => {
    if (pending.push(line) === 1) setImmediate(flush);
  };
}

/** A request's log line, once it finished with `status` after `elapsedMs` (requestEssentials.ts). */
export function requestLine(
  format: LogFormat,
  req: IncomingMessage & { originalUrl?: string },
  status: number,
  elapsedMs: number,
  requestId: string | undefined,
): string {
  const ms = elapsedMs.toFixed(1);
  const path = loggedPath(req);
  return format === "json"
    ? JSON.stringify({
        time: new Date().toISOString(),
        level: "info",
        method: req.method,
        path,
        status,
        ms: Number(ms),
        requestId,
      })
    : `${req.method} ${path} ${status} ${ms}ms id=${requestId}`;
}

/**
 * An error as the log may show it: its kind, its message and where it happened — without the
 * values a failed query carries (drizzle appends `params:` with hashes, names and emails) and
 * without PostgreSQL's `detail`, which repeats the offending values.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).split("\nparams:")[0];
  const message = error.message.split("\nparams:")[0];
  const code = (error as { code?: unknown }).code;
  const frames = (error.stack ?? "").split("\n").filter((line) => line.trimStart().startsWith("at "));
  const cause = error.cause ? `\n  causa: ${describeError(error.cause).split("\n")[0]}` : "";
  return [`${error.name}: ${message}${typeof code === "string" ? ` [${code}]` : ""}${cause}`, ...frames.slice(0, 8)].join("\n");
}

/** The app's error log: each line names the request it belongs to and carries no data values. */
export function errorLogger(write: (line: string) => void, format: LogFormat = "text") {
  return (message: string, error: unknown, requestId?: string) => {
    write(
      format === "json"
        ? JSON.stringify({ time: new Date().toISOString(), level: "error", message, requestId, error: describeError(error) })
        : `${message}${requestId ? ` (id=${requestId})` : ""}\n${describeError(error)}`,
    );
  };
}
