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
  const header = req.headers.authorization;
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  // "null"/"undefined" are what a client sends when its stored token is gone.
  if (bearer && bearer !== "null" && bearer !== "undefined") return { token: bearer, via: "bearer" };
  const cookie = sessionCookieOf(req.headers.cookie);
  return cookie ? { token: cookie, via: "cookie" } : undefined;
}

/**
 * The session cookie's value in a Cookie header: the first one of that name, as a cookie parser
 * reads it (surrounding quotes dropped, percent-decoded when it decodes). Only this cookie is read,
 * so no request parses the others or carries them along.
 */
export function sessionCookieOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(";")) {
    const equals = pair.indexOf("=");
    if (equals === -1 || pair.slice(0, equals).trim() !== SESSION_COOKIE) continue;
    let value = pair.slice(equals + 1).trim();
    if (value.length > 1 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
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
