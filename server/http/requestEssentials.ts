import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppError } from "../errors";
import type { Metrics } from "../services/metrics/metrics";
import { compressionWhenAccepted } from "./compression";
import { foreignWrite } from "./csrf";
import { countRequest } from "./metrics";
import { REQUEST_ID_HEADER, requestIdFor, requestLine, type LogFormat } from "./requestLog";
import { securityHeaderWriter } from "./securityHeaders";

export interface RequestEssentialsOptions {
  metrics: Metrics;
  /** How many reverse proxies stand in front (TRUST_PROXY): their X-Forwarded-* headers are believed. */
  trustProxyHops: number;
  logFormat: LogFormat;
  /** One line per request; none when absent (tests). */
  logRequest?: (line: string) => void;
}

/**
 * What every request gets, whether Express answers it or a plain route (plainRoute.ts) does, in
 * one step rather than a middleware each (each is a turn of Express's router, and every staff
 * call pays for every turn — docs/architecture.md §12, "Capacity").
 */
export interface RequestEssentials {
  /**
   * Its id (answered in `X-Request-Id`, returned for its error lines) and, once it has finished,
   * its count in the metrics under the route `routeOf` names then, and its log line: method,
   * path without the query string, status, time and id — nothing from headers or bodies, so no
   * token, password or student name reaches the log.
   */
  begin(req: IncomingMessage, res: ServerResponse, routeOf: () => string): string;
  /** Compression, the security headers and the same-origin check of a write; then `next`, with its refusal if any. */
  prepare(req: IncomingMessage, res: ServerResponse, next: (refusal?: AppError) => void): void;
}

export function requestEssentials(options: RequestEssentialsOptions): RequestEssentials {
  const { metrics, logFormat, logRequest } = options;
  const compress = compressionWhenAccepted();
  const writeSecurityHeaders = securityHeaderWriter(options.trustProxyHops);
  const trustProxy = options.trustProxyHops > 0;
  return {
    begin(req, res, routeOf) {
      const started = performance.now();
      const requestId = requestIdFor(req);
      res.setHeader(REQUEST_ID_HEADER, requestId);
      res.on("finish", () => {
        const elapsedMs = performance.now() - started;
        countRequest(metrics, req.method ?? "", routeOf(), res.statusCode, elapsedMs);
        logRequest?.(requestLine(logFormat, req, res.statusCode, elapsedMs, requestId));
      });
      return requestId;
    },
    prepare(req, res, next) {
      compress(req, res, () => {
        writeSecurityHeaders(req, res);
        next(foreignWrite(req, trustProxy));
      });
    },
  };
}
