import compression from "compression";
import type { RequestHandler } from "express";

const ACCEPTS_COMPRESSION = /gzip|deflate|br/i;

/**
 * Gzip for answers over 1 KB: the SPA's files and long lists reach school networks and phones a
 * third of their size. A client that accepts no compression (a script, an integration, a load
 * balancer) skips the machinery altogether: negotiating and wrapping the response cost every
 * answer a tenth of a list's time even when nothing was compressed.
 */
export function compressionWhenAccepted(): RequestHandler {
  const gzip = compression();
  return (req, res, next) => {
    if (ACCEPTS_COMPRESSION.test(req.headers["accept-encoding"] ?? "")) gzip(req, res, next);
    else next();
  };
}
