import { existsSync } from "node:fs";
import type { RequestListener } from "node:http";
import { join } from "node:path";
import express, { type Express, type Request, type RequestHandler, type Response, type Router } from "express";
import type { Database } from "./db/client";
import { authenticate } from "./http/auth";
import type { PdfRenderer } from "./services/exports/pdfRenderer";
import { errorLogger, type LogFormat } from "./http/requestLog";
import { metricsEndpoint, watchRoute } from "./http/metrics";
import { requestEssentials } from "./http/requestEssentials";
import { RateLimiter, rateLimited } from "./http/rateLimit";
import { apiNotFound, errorHandler } from "./http/errors";
import { objectFilesRouter } from "./routes/objectFiles";
import { codeLookupLimit } from "./routes/online";
import { apiRouters, plainApiRoutes, studentApiRouters } from "./routes";
import { JSON_BODY_LIMIT_BYTES, plainRoutes } from "./http/plainRoute";
import { emptyOnChange } from "./services/cache/changes";
import { READ_CACHE_SOURCES, ReadCache } from "./services/cache/readCache";
import { RECENT_SESSIONS_SOURCES, RecentSessions } from "./services/auth/recentSessions";
import type { SystemInfo } from "./routes/system";
import { createMetrics, type MetricSources } from "./services/metrics/metrics";

export interface AppDependencies {
  db: Database;
  sessionSecret: string;
  sessionTtlMs: number;
  demoMode: boolean;
  system: SystemInfo;
  /** Prints exams to PDF; without one (no Chromium on the machine) the PDF calls answer 503. */
  pdfRenderer?: PdfRenderer;
  /** How many reverse proxies stand in front (0: none); their X-Forwarded-* headers are trusted. */
  trustProxyHops?: number;
  /** The built SPA; served with a fallback to index.html for client-side routes. */
  clientDistFolder?: string;
  logError?: (message: string, error: unknown, requestId?: string) => void;
  /** One line per request (method, path, status, time, request id); none when absent (tests). */
  logRequest?: (line: string) => void;
  /** How long a signed-in token is remembered at most (see RecentSessions); 5 s by default. */
  recentSessionsMs?: number;
  /** How long figures and list orders are kept at most (see ReadCache); 10 s by default. */
  readCacheTtlMs?: number;
  /** Log lines as text or JSON (LOG_FORMAT); text by default. */
  logFormat?: LogFormat;
  /** The bearer token of `GET /metrics` (METRICS_TOKEN); without one it answers 404. */
  metricsToken?: string;
  /** What the metrics read beyond the app itself: the database pool, the answer sheets being read. */
  metricSources?: MetricSources;
}

/** A scraper asks every few seconds; a guesser of the token gets no more than that. */
const METRICS_SCRAPES = { limit: 120, windowMs: 60_000, maxKeys: 10_000 };

/** The app as the HTTP server runs it, built the same way by the server, the tests and the benchmarks. */
export interface App {
  /** What the HTTP server calls for each request: the calls answered before Express, then Express. */
  listener: RequestListener;
  /** The Express app behind the listener, with every route (the authorization matrix lists them). */
  express: Express;
}

export function createApp(deps: AppDependencies): App {
  const app = express();
  app.disable("x-powered-by");
  // API answers are no-store, so a browser never revalidates them: hashing every body for an ETag
  // would be work nobody reads. Stored files and the SPA's assets set their own validators.
  app.disable("etag");
  const trustProxyHops = deps.trustProxyHops ?? 0;
  if (trustProxyHops > 0) app.set("trust proxy", trustProxyHops);

  const metrics = createMetrics(deps.metricSources);
  const logFormat = deps.logFormat ?? "text";
  const logError = deps.logError ?? errorLogger((line) => console.error(line), logFormat);
  const essentials = requestEssentials({ metrics, trustProxyHops, logFormat, logRequest: deps.logRequest });
  app.use((req, res, next) => {
    res.locals.requestId = essentials.begin(req, res, watchRoute(req));
    essentials.prepare(req, res, next);
  });

  // Every API call: a JSON body, when it has one, and an answer no shared proxy may keep. Mounted
  // once rather than with each prefix, where each request would have tried it at every prefix.
  app.use("/api", express.json({ limit: JSON_BODY_LIMIT_BYTES }), noStore);
  const codeLookups = codeLookupLimit();
  // The students' calls first: they carry no session, and the answer save, the call an exam day
  // makes most, should not pay for reading one (docs/architecture.md §12, "Capacity").
  app.use("/api", apiPart(studentApiRouters({ db: deps.db, sessionSecret: deps.sessionSecret, codeLookups })));

  // Both are emptied by the services' announcements of what they wrote (services/cache/changes.ts).
  const recentSessions = new RecentSessions(deps.recentSessionsMs ?? 5_000);
  emptyOnChange(recentSessions, RECENT_SESSIONS_SOURCES);
  const readCache = new ReadCache(deps.readCacheTtlMs ?? 10_000);
  readCache.countReads((hit) => metrics.cacheRead("read_cache", hit));
  emptyOnChange(readCache, READ_CACHE_SOURCES);
  // Sessions are read for the staff's API and for stored files alike (an <img> sends only the cookie).
  app.use(authenticate(deps.db, deps.sessionSecret, recentSessions));

  const routers = apiRouters({
    db: deps.db,
    sessionSecret: deps.sessionSecret,
    sessions: { secret: deps.sessionSecret, ttlMs: deps.sessionTtlMs },
    demoMode: deps.demoMode,
    system: deps.system,
    pdfRenderer: deps.pdfRenderer,
    readCache,
    codeLookups,
  });
  const api = apiPart(routers);
  api.use(apiNotFound);
  app.use("/api", api);
  app.get(
    "/metrics",
    rateLimited(new RateLimiter(METRICS_SCRAPES), (minutes) => `Muitas leituras das métricas. Aguarde ${minutes} minuto(s).`),
    metricsEndpoint(metrics, deps.metricsToken),
  );
  app.use("/objects", objectFilesRouter(deps.db, deps.sessionSecret));
  if (deps.clientDistFolder && existsSync(join(deps.clientDistFolder, "index.html"))) {
    serveClient(app, deps.clientDistFolder);
  }
  app.use(errorHandler(logError));

  const plain = plainRoutes(plainApiRoutes({ db: deps.db, sessionSecret: deps.sessionSecret }), essentials, logError);
  return {
    listener: (req, res) => {
      if (!plain(req, res)) app(req, res);
    },
    express: app,
  };
}

// Answers about a user's data must never be cached by a shared proxy.
const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "no-store");
  next();
};

/** Routers under their prefixes, tried in order. */
function apiPart(routers: Record<string, Router>): Router {
  const part = express.Router();
  for (const [prefix, router] of Object.entries(routers)) part.use(prefix, router);
  return part;
}

/** The student page (`/online`, `/online/<CODE>`): a page of its own, without the staff app. */
const STUDENT_PAGE = /^\/online(?:\/[^/]*)?\/?$/;

function serveClient(app: Express, folder: string): void {
  // Hashed assets never change under the same name; the HTML pages must always be revalidated.
  app.use("/assets", express.static(join(folder, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }));
  app.use(express.static(folder, { index: false, maxAge: 0 }));
  const page = (file: string) => (_req: Request, res: Response) => {
    res.set("Cache-Control", "no-cache");
    res.sendFile(join(folder, file));
  };
  if (existsSync(join(folder, "online.html"))) app.get(STUDENT_PAGE, page("online.html"));
  app.get(/.*/, page("index.html"));
}
