import type { AttemptEntry, AttemptView, OnlineExamEntry, SaveAnswersResult, SavedAnswer } from "@shared/types/online";
import { ApiError, NetworkError } from "@/lib/api";

/** What the student reads when no answer came at all: no network, a dropped connection, or too long a wait. */
const OFFLINE = "Sem conexão com a internet. Verifique sua conexão e tente novamente.";

/**
 * Whether trying again later may work: the network or the server failed, not the request. These
 * keep the answers waiting on the device; any other error is the server's final word.
 */
export function isConnectionProblem(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
}

/** A phone on a weak signal may wait long for a reply; past this it is treated as offline and retried. */
const TIMEOUT_MS = 30_000;
const TOKEN_HEADER = "X-Attempt-Token";

async function request<T>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers[TOKEN_HEADER] = options.token;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), TIMEOUT_MS);
  let response: Response;
  let text: string;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: abort.signal,
      cache: "no-store",
    });
    text = await response.text();
  } catch {
    throw new NetworkError(OFFLINE);
  } finally {
    clearTimeout(timer);
  }
  const payload = parseJson(text);
  if (!response.ok || payload === null) {
    // The student reads the server's Portuguese text as is, so it is the error's message here.
    const message = typeof payload?.message === "string" ? payload.message : "Não foi possível concluir. Tente novamente.";
    // A proxy's HTML error page, or an empty reply, counts as a server failure (retried).
    const status = response.ok ? 502 : response.status;
    throw new ApiError(status, message, (payload ?? undefined) as ApiError["body"]);
  }
  return payload as unknown as T;
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(text);
    return value && typeof value === "object" ? value : null;
  } catch {
    return null;
  }
}

const examPath = (code: string) => `/api/online/${encodeURIComponent(code)}`;

export const onlineApi = {
  entry: (code: string) => request<OnlineExamEntry>("GET", examPath(code)),
  enter: (code: string, body: { accessCode: string } | { name: string }) =>
    request<AttemptEntry>("POST", `${examPath(code)}/attempts`, { body }),
  attempt: (token: string) => request<AttemptView>("GET", "/api/attempt", { token }),
  save: (token: string, answers: SavedAnswer[]) =>
    request<SaveAnswersResult>("PUT", "/api/attempt/answers", { token, body: { answers } }),
  submit: (token: string, answers: SavedAnswer[]) =>
    request<AttemptView>("POST", "/api/attempt/submit", { token, body: { answers } }),
};
