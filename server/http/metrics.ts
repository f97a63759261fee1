import { createHash, timingSafeEqual } from "node:crypto";
import type { Request, RequestHandler } from "express";
import type { Metrics } from "../services/metrics/metrics";
import { apiNotFound } from "./errors";

/** A router's prefix and a route's path, as one pattern (`/api/exams` and `/:id`). */
function joined(baseUrl: string, path: unknown): string {
  const tail = String(path);
  if (tail === "/") return baseUrl || "/";
  return `${baseUrl}${tail}`;
}

/**
 * Keeps the pattern of the route a request matches (`/api/exams/:id`), as it matches: by the time
 * the response has finished, a request that went on to the error handler has left its router,
 * and Express has put `req.baseUrl` back to the app's. Express sets `req.route` on each match.
 */
export function watchRoute(req: Request): () => string {
  let route: unknown;
  let pattern = "unmatched";
  Object.defineProperty(req, "route", {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(value: { path?: unknown } | undefined) {
      route = value;
      if (value?.path !== undefined) pattern = joined(req.baseUrl, value.path);
    },
  });
  return () => pattern;
}

const ANSWER_SAVE = "PUT /api/attempt/answers";

/** One finished request in the metrics; a successful answer save in the saves' own latency as well. */
export function countRequest(metrics: Metrics, method: string, route: string, status: number, elapsedMs: number): void {
  const seconds = elapsedMs / 1000;
  metrics.requestFinished(method, route, status, seconds);
  if (status === 200 && `${method} ${route}` === ANSWER_SAVE) metrics.answersSaved(seconds);
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * `GET /metrics` in Prometheus' text format, for the bearer of `token` (METRICS_TOKEN). Without a
 * token configured it is not there (404); a wrong or missing bearer gets 401, compared in constant
 * time so a guess learns nothing from how long the answer took.
 */
export function metricsEndpoint(metrics: Metrics, token: string | undefined): RequestHandler {
  const expected = token ? digest(token) : undefined;
  return async (req, res, next) => {
    if (!expected) return apiNotFound(req, res, next);
    const given = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1] ?? "";
    if (!timingSafeEqual(digest(given), expected)) {
      res.status(401).set("WWW-Authenticate", "Bearer").json({ message: "Não autorizado.", code: "unauthorized" });
      return;
    }
    res.set("Content-Type", metrics.registry.contentType).set("Cache-Control", "no-store");
    res.send(await metrics.registry.metrics());
  };
}
