import type { CookieOptions, Request, RequestHandler, Response } from "express";
import type { Database } from "../db/client";
import type { UserRow } from "../db/schema";
import type { RecentSessions } from "../services/auth/recentSessions";
import type { Memberships } from "../db/queries/memberships";
import { findSessionUser } from "../db/queries/sessions";
import { hashToken } from "../services/auth/sessions";
import { AppError } from "../errors";

export const SESSION_COOKIE = "sid";

function tokenFrom(req: Request): { token: string; via: "bearer" | "cookie" } | undefined {
  const header = req.get("authorization");
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  // "null"/"undefined" are what a client sends when its stored token is gone.
  if (bearer && bearer !== "null" && bearer !== "undefined") return { token: bearer, via: "bearer" };
  const cookie = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
  return cookie ? { token: cookie, via: "cookie" } : undefined;
}

/**
 * Attaches the signed-in user, if any. Routes decide whether one is required. A remembered token
 * is answered at once, without a promise's turn; only a lookup in the database waits.
 */
export function authenticate(db: Database, secret: string, recent: RecentSessions): RequestHandler {
  return (req, _res, next) => {
    const found = tokenFrom(req);
    if (!found || found.token.length > 256) return next();
    const remembered = recent.get(found.token);
    if (remembered) {
      req.auth = { ...remembered, via: found.via };
      return next();
    }
    const tokenHash = hashToken(found.token, secret);
    findSessionUser(db, tokenHash, new Date()).then((session) => {
      if (session) {
        recent.remember(found.token, { user: session.user, tokenHash }, session.expiresAt);
        req.auth = { user: session.user, tokenHash, via: found.via };
      }
      next();
    }, next);
  };
}

export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.auth ? undefined : AppError.unauthorized());
};

/** The signed-in user with the schools and classes that scope what they see. */
export type SignedInUser = UserRow & Memberships;

export function currentUser(req: Request): SignedInUser {
  if (!req.auth) throw AppError.unauthorized();
  return req.auth.user;
}

function cookieOptions(req: Request): CookieOptions {
  return { httpOnly: true, sameSite: "lax", secure: req.secure, path: "/" };
}

export function setSessionCookie(req: Request, res: Response, token: string, expiresAt: Date): void {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(req), expires: expiresAt });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(req));
}
