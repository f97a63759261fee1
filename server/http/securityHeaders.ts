import type { RequestHandler } from "express";
import helmet from "helmet";

/**
 * Helmet with a strict Content-Security-Policy: scripts only from the app's own files (no inline
 * script, no eval), no plugins, no <base> rewriting, never framed. Styles allow inline attributes,
 * which the UI's positioning (dialogs, menus, charts) writes. Images come from the app's own
 * /objects/ path and data:/blob: URLs (previews and logos).
 */
const helmetWithPolicy = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      "default-src": ["'self'"],
      "script-src": ["'self'"],
      "script-src-attr": ["'none'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "blob:"],
      "font-src": ["'self'", "data:"],
      "connect-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'none'"],
      "frame-ancestors": ["'none'"],
      "form-action": ["'self'"],
    },
  },
  frameguard: { action: "deny" },
  // Sent only over HTTPS, below: over plain HTTP the header means nothing and a local install must keep working.
  strictTransportSecurity: false,
});

const HSTS = "max-age=15552000; includeSubDomains";

export function securityHeaders(): RequestHandler {
  return (req, res, next) => {
    // `req.secure` reads X-Forwarded-Proto only when the proxy is trusted (TRUST_PROXY hops).
    if (req.secure) res.set("Strict-Transport-Security", HSTS);
    helmetWithPolicy(req, res, next);
  };
}
