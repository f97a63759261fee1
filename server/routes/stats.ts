import { Router, type RequestHandler } from "express";
import type { Database } from "../db/client";
import { currentUser, requireUser } from "../http/auth";
import type { ExamScope } from "../db/queries/exams";
import { examScope } from "../policies/exams";
import { presentDashboardStats, presentReportCharts, presentReportStats } from "../presenters/stats";
import type { FiguresCache } from "../services/figuresCache";
import { dashboardStats, reportCharts, reportStats } from "../services/stats/stats";

/** A figure over the exams the caller may read, kept a few seconds per scope, answered through its presenter. */
function figure<T>(
  figures: FiguresCache,
  name: string,
  compute: (scope: ExamScope) => Promise<T>,
  present: (figure: T) => object,
): RequestHandler[] {
  return [
    requireUser,
    async (req, res) => {
      const scope = examScope(currentUser(req));
      res.json(present(await figures.get(`${name}:${scope.creatorId ?? "all"}`, () => compute(scope))));
    },
  ];
}

/** `/api/dashboard/stats`: the dashboard's cards. */
export function dashboardRouter(db: Database, figures: FiguresCache): Router {
  const router = Router();
  router.get("/stats", ...figure(figures, "dashboard", (scope) => dashboardStats(db, scope), presentDashboardStats));
  return router;
}

/** `/api/reports/stats` and the report's chart data. */
export function reportsRouter(db: Database, figures: FiguresCache): Router {
  const router = Router();
  router.get("/stats", ...figure(figures, "reports", (scope) => reportStats(db, scope), presentReportStats));
  router.get("/charts", ...figure(figures, "charts", (scope) => reportCharts(db, scope), presentReportCharts));
  return router;
}
