import type { RequestHandler } from "express";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Empties what the server keeps in memory (recent sessions, figures) after every successful
 * change, except the two that touch neither and arrive by the hundred: signing in and a student's
 * answer saves (only a hand-in moves a figure).
 */
export function dropOnWrite(...kept: Array<{ clear(): void }>): RequestHandler {
  return (req, res, next) => {
    if (!READS.has(req.method) && req.path !== "/api/auth/login" && req.path !== "/api/attempt/answers") {
      res.once("finish", () => {
        if (res.statusCode < 400) for (const memory of kept) memory.clear();
      });
    }
    next();
  };
}
