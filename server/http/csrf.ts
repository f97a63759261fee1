import type { IncomingMessage } from "node:http";
import { AppError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The refusal of a write sent from another site's page, or undefined when it may go on.
 * Cookie-carried sessions are open to cross-site requests; SameSite=Lax stops most, and this
 * stops the rest: a write whose Origin (or Referer) names another host is refused. Requests
 * without either header come from non-browser clients, which cannot ride a victim's cookie.
 */
export function foreignWrite(req: IncomingMessage, trustProxy: boolean): AppError | undefined {
  if (SAFE_METHODS.has(req.method ?? "")) return undefined;
  const { headers } = req;
  const source = headers.origin ?? headers.referer ?? headers.referrer;
  if (!source || Array.isArray(source)) return undefined;
  const forwardedHost = trustProxy ? headers["x-forwarded-host"] : undefined;
  const host = (typeof forwardedHost === "string" && forwardedHost) || headers.host;
  let sourceHost: string | undefined;
  try {
    sourceHost = new URL(source).host;
  } catch {
    sourceHost = undefined;
  }
  if (sourceHost && sourceHost === host) return undefined;
  return AppError.forbidden("Origem da requisição não permitida.");
}
