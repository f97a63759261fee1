import type { IncomingMessage, ServerResponse } from "node:http";
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

/**
 * Helmet's headers, taken once at start-up: they are the same for every answer, so each request
 * sets them in one loop instead of passing through a dozen middlewares (a twentieth of a list's
 * time). A Helmet that ever asked more of the response would fail here, at start-up.
 */
function helmetHeaders(): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const response = { setHeader: (name: string, value: unknown) => headers.push([name, String(value)]), removeHeader() {} };
  let done = false;
  helmetWithPolicy({} as IncomingMessage, response as unknown as ServerResponse, () => (done = true));
  if (!done) throw new Error("Helmet não terminou de forma síncrona.");
  return headers;
}

/** Sets the security headers on a response; HSTS only on a request that came over HTTPS. */
export function securityHeaderWriter(trustProxyHops: number): (req: IncomingMessage, res: ServerResponse) => void {
  const headers = helmetHeaders();
  return (req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    if (cameOverHttps(req, trustProxyHops)) res.setHeader("Strict-Transport-Security", HSTS);
  };
}

/**
 * Whether the browser's connection was HTTPS: the socket's own, or the first X-Forwarded-Proto of
 * a trusted proxy (TRUST_PROXY hops) — what Express's `req.secure` answers, on a bare request too.
 */
function cameOverHttps(req: IncomingMessage, trustProxyHops: number): boolean {
  const forwarded = req.headers["x-forwarded-proto"];
  if (trustProxyHops > 0 && typeof forwarded === "string" && forwarded !== "") return forwarded.split(",")[0].trim() === "https";
  return "encrypted" in req.socket && Boolean(req.socket.encrypted);
}
