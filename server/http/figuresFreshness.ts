import type { RequestHandler } from "express";
import type { FiguresCache } from "../services/figuresCache";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Drops the kept figures after every successful change, except the two that never move them and
 * arrive by the hundred: signing in and a student's answer saves (only a hand-in counts).
 */
export function figuresFreshness(figures: FiguresCache): RequestHandler {
  return (req, res, next) => {
    if (!READS.has(req.method) && !req.path.startsWith("/api/auth/login") && req.path !== "/api/attempt/answers") {
      res.once("finish", () => {
        if (res.statusCode < 400) figures.clear();
      });
    }
    next();
  };
}
