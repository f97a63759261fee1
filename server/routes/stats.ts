import { Router, type RequestHandler } from "express";
import type { Database } from "../db/client";
import { currentUser, requireUser } from "../http/auth";
import type { ExamScope } from "../db/queries/exams";
import { examScope } from "../policies/exams";
import type { FiguresCache } from "../services/figuresCache";
import { dashboardStats, reportCharts, reportStats } from "../services/stats";

/** `/api/dashboard/stats`, `/api/reports/stats` and the report's chart data, over what the caller may read. */
export function statsRouter(db: Database, figures: FiguresCache): Router {
  const router = Router();
  const figure = <T>(name: string, compute: (scope: ExamScope) => Promise<T>): RequestHandler[] => [
    requireUser,
    async (req, res) => {
      const scope = examScope(currentUser(req));
      res.json(await figures.get(`${name}:${scope.creatorId ?? "all"}`, () => compute(scope)));
    },
  ];
  // Mounted at /api itself, so each route asks for the user (a router-wide guard would catch every path).
  router.get("/dashboard/stats", ...figure("dashboard", (scope) => dashboardStats(db, scope)));
  router.get("/reports/stats", ...figure("reports", (scope) => reportStats(db, scope)));
  router.get("/reports/charts", ...figure("charts", (scope) => reportCharts(db, scope)));
  return router;
}
