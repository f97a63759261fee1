import { Router, type RequestHandler } from "express";
import type { Database } from "../db/client";
import type { PdfRenderer } from "../services/exports/pdfRenderer";
import type { ReadCache } from "../services/cache/readCache";
import type { SessionSettings } from "../services/auth/sessions";
import type { PlainRoute } from "../http/plainRoute";
import { analysisRouter } from "./analysis";
import { applicationsRouter, examApplicationsRouter } from "./applications";
import { auditRouter } from "./audit";
import { authRouter } from "./auth";
import { curriculumRouter } from "./curriculum";
import { demoRouter } from "./demo";
import { examExportsRouter } from "./examExports";
import { paperPrintsRouter } from "./paperPrints";
import { applicationScansRouter, scanBatchesRouter, scanSheetsRouter } from "./scans";
import { examDeliveryRouter, examsRouter } from "./exams";
import { healthRouter, readyRouter } from "./health";
import { importsRouter } from "./imports";
import { classLearningRouter, examLearningRouter, schoolLearningRouter, studentLearningRouter } from "./learning";
import { logosRouter, objectsRouter } from "./objects";
import { answerSave, attemptRouter, onlineRouter } from "./online";
import { organizationRouters } from "./organizations";
import { profileRouter } from "./profile";
import { questionBankOptionsRouter, questionBankRouter } from "./questionBank";
import { optionsRouter, questionsRouter } from "./questions";
import { examAnnulmentsRouter, resultsRouter } from "./results";
import { dashboardRouter, reportsRouter } from "./stats";
import { settingsRouter } from "./settings";
import { staffRouters } from "./staff";
import { studentDataRouter } from "./studentData";
import { studentRouters } from "./students";
import { systemRouter, type SystemInfo } from "./system";
import { usersRouter } from "./users";

/** What the routers need from the app: the database and the shared services built once. */
export interface RouteContext {
  db: Database;
  sessionSecret: string;
  sessions: SessionSettings;
  demoMode: boolean;
  system: SystemInfo;
  pdfRenderer?: PdfRenderer;
  readCache: ReadCache;
  /** The per-address limit shared by the public routes that take an exam code. */
  codeLookups: RequestHandler;
}

/** Several routers answering under one prefix, tried in order. */
function combine(...routers: Router[]): Router {
  const router = Router();
  for (const part of routers) router.use(part);
  return router;
}

/**
 * The students' prefixes under `/api`: an exam code and an attempt's key (a header) open them,
 * never a staff session, so the app mounts them before reading sessions (app.ts).
 */
export function studentApiRouters(ctx: Pick<RouteContext, "db" | "sessionSecret" | "codeLookups">): Record<string, Router> {
  return {
    "/online": onlineRouter(ctx.db, ctx.sessionSecret, ctx.codeLookups),
    "/attempt": attemptRouter(ctx.db, ctx.sessionSecret),
  };
}

/** The calls answered before Express (http/plainRoute.ts); each is also in its router. */
export function plainApiRoutes(ctx: Pick<RouteContext, "db" | "sessionSecret">): PlainRoute[] {
  return [answerSave(ctx.db, ctx.sessionSecret)];
}

/**
 * Every other path prefix under `/api` and the one router that answers it, in mounting order (a
 * longer prefix before the shorter one it starts with).
 */
export function apiRouters(ctx: RouteContext): Record<string, Router> {
  const { db, sessionSecret: secret } = ctx;
  const organizations = organizationRouters(db);
  const rosters = studentRouters(db);
  const staff = staffRouters(db);
  const users = usersRouter(db);
  return {
    "/health": healthRouter(db),
    "/ready": readyRouter(db),
    "/system": systemRouter(db, ctx.system),
    "/settings": settingsRouter(db),
    "/auth/users": users,
    "/auth": authRouter(db, ctx.sessions),
    "/users": users,
    "/user": profileRouter(db),
    "/objects": objectsRouter(db),
    "/logos": logosRouter(db),
    "/unions": organizations["/unions"],
    "/associations": organizations["/associations"],
    "/schools": combine(organizations["/schools"], staff.bySchool, schoolLearningRouter(db)),
    "/grade-levels": organizations["/grade-levels"],
    "/classes": combine(organizations["/classes"], rosters.byClass, staff.byClass, classLearningRouter(db)),
    "/students": combine(rosters.byStudent, studentDataRouter(db, ctx.pdfRenderer), studentLearningRouter(db, ctx.pdfRenderer)),
    "/exams": combine(
      examDeliveryRouter(db, secret, ctx.codeLookups),
      examsRouter(db, ctx.readCache),
      examExportsRouter(db, ctx.pdfRenderer),
      examApplicationsRouter(db),
      examAnnulmentsRouter(db),
      examLearningRouter(db, ctx.readCache),
    ),
    "/applications": combine(
      applicationsRouter(db),
      resultsRouter(db),
      analysisRouter(db),
      paperPrintsRouter(db, ctx.pdfRenderer),
      applicationScansRouter(db),
    ),
    "/scan-batches": scanBatchesRouter(db),
    "/scan-sheets": scanSheetsRouter(db),
    "/questions": questionsRouter(db),
    "/options": optionsRouter(db),
    "/question-bank": questionBankRouter(db, ctx.readCache),
    "/question-bank-options": questionBankOptionsRouter(db),
    "/imports": importsRouter(),
    "/curriculum": curriculumRouter(db),
    "/dashboard": dashboardRouter(db, ctx.readCache),
    "/reports": reportsRouter(db, ctx.readCache),
    "/audit-events": auditRouter(db),
    ...(ctx.demoMode ? { "/demo": demoRouter() } : {}),
  };
}
