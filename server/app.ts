import { existsSync } from "node:fs";
import { join } from "node:path";
import cookieParser from "cookie-parser";
import express, { type Express, type Request, type Response } from "express";
import type { Database } from "./db/client";
import { authenticate } from "./http/auth";
import { compressionWhenAccepted } from "./http/compression";
import type { PdfRenderer } from "./services/exports/pdfRenderer";
import { sameOriginWrites } from "./http/csrf";
import { errorLogger, requestIds, requestLogger } from "./http/requestLog";
import { securityHeaders } from "./http/securityHeaders";
import { apiNotFound, errorHandler } from "./http/errors";
import { analysisRouter } from "./routes/analysis";
import { applicationsRouter, examApplicationsRouter } from "./routes/applications";
import { authRouter } from "./routes/auth";
import { demoRouter } from "./routes/demo";
import { examExportsRouter } from "./routes/examExports";
import { examDeliveryRouter, examsRouter } from "./routes/exams";
import { healthRouter } from "./routes/health";
import { importsRouter } from "./routes/imports";
import { objectFilesRouter } from "./routes/objectFiles";
import { attemptRouter, codeLookupLimit, onlineRouter } from "./routes/online";
import { logosRouter, objectsRouter } from "./routes/objects";
import { organizationRouters } from "./routes/organizations";
import { questionBankOptionsRouter, questionBankRouter } from "./routes/questionBank";
import { examAnnulmentsRouter, resultsRouter } from "./routes/results";
import { optionsRouter, questionsRouter } from "./routes/questions";
import { statsRouter } from "./routes/stats";
import { FiguresCache } from "./services/figuresCache";
import { dropOnWrite } from "./http/dropOnWrite";
import { RecentSessions } from "./services/recentSessions";
import { studentRouters } from "./routes/students";
import { profileRouter } from "./routes/profile";
import { systemRouter, type SystemInfo } from "./routes/system";
import { usersRouter } from "./routes/users";

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
  logError?: (message: string, error: unknown) => void;
  /** One line per request (method, path, status, time, request id); none when absent (tests). */
  logRequest?: (line: string) => void;
  /** How long a signed-in token is remembered at most (see RecentSessions); 5 s by default. */
  recentSessionsMs?: number;
  /** How long dashboard and report figures are kept at most (see FiguresCache); 10 s by default. */
  figuresTtlMs?: number;
}

/** The Express app, built the same way by the server and by the tests. */
export function createApp(deps: AppDependencies): Express {
  const app = express();
  app.disable("x-powered-by");
  // API answers are no-store, so a browser never revalidates them: hashing every body for an ETag
  // would be work nobody reads. Stored files and the SPA's assets set their own validators.
  app.disable("etag");
  const trustProxyHops = deps.trustProxyHops ?? 0;
  if (trustProxyHops > 0) app.set("trust proxy", trustProxyHops);

  app.use(requestIds());
  app.use(compressionWhenAccepted());
  if (deps.logRequest) app.use(requestLogger(deps.logRequest));
  app.use(securityHeaders());

  // Sessions are read for the API and for stored files alike (an <img> sends only the cookie).
  app.use(cookieParser());
  app.use(sameOriginWrites(trustProxyHops > 0));
  const recentSessions = new RecentSessions(deps.recentSessionsMs ?? 5_000);
  const figures = new FiguresCache(deps.figuresTtlMs ?? 10_000);
  app.use(dropOnWrite(recentSessions, figures));
  app.use(authenticate(deps.db, deps.sessionSecret, recentSessions));

  const api = express.Router();
  api.use(express.json({ limit: "1mb" }));
  // Answers about a user's data must never be cached by a shared proxy.
  api.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });

  const sessions = { secret: deps.sessionSecret, ttlMs: deps.sessionTtlMs };
  const codeLookups = codeLookupLimit();
  api.use("/health", healthRouter(deps.db));
  api.use("/system", systemRouter(deps.db, deps.system));
  api.use("/auth/users", usersRouter(deps.db));
  api.use("/auth", authRouter(deps.db, sessions));
  api.use("/users", usersRouter(deps.db));
  api.use("/user", profileRouter(deps.db));
  api.use("/objects", objectsRouter(deps.db));
  api.use("/logos", logosRouter(deps.db));
  for (const [path, router] of Object.entries(organizationRouters(deps.db))) api.use(path, router);
  const rosters = studentRouters(deps.db);
  api.use("/classes", rosters.byClass);
  api.use("/students", rosters.byStudent);
  api.use("/exams", examDeliveryRouter(deps.db, deps.sessionSecret, codeLookups));
  api.use("/exams", examsRouter(deps.db, figures));
  api.use("/exams", examExportsRouter(deps.db, deps.pdfRenderer));
  api.use("/exams", examApplicationsRouter(deps.db));
  api.use("/exams", examAnnulmentsRouter(deps.db));
  api.use("/applications", applicationsRouter(deps.db));
  api.use("/applications", resultsRouter(deps.db));
  api.use("/applications", analysisRouter(deps.db));
  api.use("/online", onlineRouter(deps.db, deps.sessionSecret, codeLookups));
  api.use("/attempt", attemptRouter(deps.db, deps.sessionSecret));
  api.use("/questions", questionsRouter(deps.db));
  api.use("/options", optionsRouter(deps.db));
  api.use("/question-bank", questionBankRouter(deps.db, figures));
  api.use("/question-bank-options", questionBankOptionsRouter(deps.db));
  api.use("/imports", importsRouter());
  api.use(statsRouter(deps.db, figures));
  if (deps.demoMode) api.use("/demo", demoRouter());
  api.use(apiNotFound);

  app.use("/api", api);
  app.use("/objects", objectFilesRouter(deps.db, deps.sessionSecret));
  if (deps.clientDistFolder && existsSync(join(deps.clientDistFolder, "index.html"))) {
    serveClient(app, deps.clientDistFolder);
  }
  app.use(errorHandler(deps.logError ?? errorLogger((line) => console.error(line))));
  return app;
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
