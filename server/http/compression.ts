import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";

const ACCEPTS_COMPRESSION = /gzip|deflate|br/i;

/** A middleware that reads only Node's own request and response, so a route outside Express can use it too. */
type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * Gzip for answers over 1 KB: the SPA's files and long lists reach school networks and phones a
 * third of their size. A client that accepts no compression (a script, an integration, a load
 * balancer) skips the machinery altogether: negotiating and wrapping the response cost every
 * answer a tenth of a list's time even when nothing was compressed.
 */
export function compressionWhenAccepted(): NodeMiddleware {
  // Typed for Express, but it reads only headers and wraps `write`/`end`, which Node's own objects have.
  const gzip = compression() as unknown as NodeMiddleware;
  return (req, res, next) => {
    if (ACCEPTS_COMPRESSION.test(req.headers["accept-encoding"] ?? "")) gzip(req, res, next);
    else next();
  };
}
