import type { RequestHandler } from "express";
import { AppError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cookie-carried sessions are open to cross-site requests; SameSite=Lax stops most, and this
 * stops the rest: a write whose Origin (or Referer) names another host is refused. Requests
 * without either header come from non-browser clients, which cannot ride a victim's cookie.
 */
export function sameOriginWrites(trustProxy: boolean): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const source = req.get("origin") ?? req.get("referer");
    if (!source) return next();
    const host = (trustProxy && req.get("x-forwarded-host")) || req.get("host");
    let sourceHost: string | undefined;
    try {
      sourceHost = new URL(source).host;
    } catch {
      sourceHost = undefined;
    }
    if (sourceHost && sourceHost === host) return next();
    next(AppError.forbidden("Origem da requisição não permitida."));
  };
}
