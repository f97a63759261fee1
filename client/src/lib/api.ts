import { fileNameFrom } from "./contentDisposition";

/**
 * The API client: JSON in and out, the session cookie always, the bearer token from local storage
 * when present. A failed response becomes an `ApiError` whose message is `status: body` (or
 * `Request failed: ` and the status text); a 204 answers `{ success: true }`.
 */

export const AUTH_TOKEN_KEY = "auth_token";

export const tokenStorage = {
  get: (): string | null => localStorage.getItem(AUTH_TOKEN_KEY),
  set: (token: string) => localStorage.setItem(AUTH_TOKEN_KEY, token),
  clear: () => localStorage.removeItem(AUTH_TOKEN_KEY),
};

/** The server refused the request; the staff app and the student page both throw this one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's `{ message, code, errors }`, when it sent one. */
    readonly body?: { message?: string; code?: string; errors?: Record<string, string>; rowErrors?: string[] },
  ) {
    super(message);
  }
}

/** A request that never reached the server (offline, DNS, refused). */
export class NetworkError extends Error {}

export type SuccessFlag = { success: true };

/** The error for a failed response, from its status and text (shared with uploads sent by XHR). */
export function apiErrorFrom(status: number, statusText: string, text: string): ApiError {
  let body: ApiError["body"];
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const message = text ? `${status}: ${text}` : `Request failed: ${statusText}`;
  return new ApiError(status, message, body);
}

async function errorFrom(response: Response): Promise<ApiError> {
  return apiErrorFrom(response.status, response.statusText, await response.text().catch(() => ""));
}

/**
 * The headers of a call to the API: the bearer token when signed in with one, and JSON's
 * Content-Type when the body is JSON. No CSRF token: the session cookie is SameSite and the server
 * refuses writes from another origin (server/http/csrf.ts).
 */
export function apiHeaders(body?: unknown): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = tokenStorage.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  // A form (a file upload) goes as multipart, whose boundary the browser writes into the Content-Type.
  if (body !== undefined && !(body instanceof FormData)) headers["Content-Type"] = "application/json";
  return headers;
}

/**
 * One call to the API, answered with the response itself for callers that read its headers (a
 * list's total) or its bytes (a file): a `NetworkError` when nothing came back, an `ApiError` for
 * a failed status.
 */
export async function apiFetch(method: string, url: string, body?: unknown): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: apiHeaders(body),
      credentials: "include",
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw await errorFrom(response);
  return response;
}

export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await apiFetch(method, url, body);
  if (response.status === 204) return { success: true } as T;
  return (await response.json()) as T;
}

/**
 * Fetches a file from the API and saves it under the name the server gives it, else `fallbackName`.
 * Answers the response, its body already read, for callers that read what its headers tell.
 */
export async function downloadFile(
  url: string,
  fallbackName: string,
  request: { method?: string; body?: unknown } = {},
): Promise<Response> {
  const response = await apiFetch(request.method ?? "GET", url, request.body);
  saveFile(await response.blob(), fileNameFrom(response.headers.get("Content-Disposition")) ?? fallbackName);
  return response;
}

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: the browser may still be reading the blob when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const api = {
  get: <T>(url: string) => apiRequest<T>("GET", url),
  post: <T>(url: string, body?: unknown) => apiRequest<T>("POST", url, body),
  put: <T>(url: string, body?: unknown) => apiRequest<T>("PUT", url, body),
  patch: <T>(url: string, body?: unknown) => apiRequest<T>("PATCH", url, body),
  delete: <T = SuccessFlag>(url: string) => apiRequest<T>("DELETE", url),
};

/** The server's own Portuguese message, when the failure came with one. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.message : undefined;
}

/** Field messages sent by the server (`errors`), to show beside the fields of a form. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? (error.body?.errors ?? {}) : {};
}

/** Builds a query string from the values that are set. */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
