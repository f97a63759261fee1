import { Router, type RequestHandler } from "express";
import type { Database } from "../db/client";
import { currentUser, requireUser } from "../http/auth";
import { examScope } from "../policies/exams";
import { organizationReach } from "../policies/organizations";
import { bankViewer } from "../policies/questionBank";
import { presentDashboardAgenda, presentDashboardStats, presentReportCharts, presentReportStats } from "../presenters/stats";
import { dashboardAgenda } from "../services/stats/agenda";
import { cacheKeys, type CacheKey } from "../services/cache/cacheKeys";
import type { ReadCache } from "../services/cache/readCache";
import { dashboardStats, reportCharts, reportStats, type FigureScope } from "../services/stats/stats";

/** A figure over the exams the caller may read, kept a few seconds per scope, answered through its presenter. */
function figure<T>(
  cache: ReadCache,
  keyOf: (scope: FigureScope) => CacheKey,
  compute: (scope: FigureScope) => Promise<T>,
  present: (figure: T) => object,
): RequestHandler[] {
  return [
    requireUser,
    async (req, res) => {
      const user = currentUser(req);
      const scope = { exams: examScope(user), bank: bankViewer(user), organization: organizationReach(user) };
      res.json(present(await cache.get(keyOf(scope), () => compute(scope))));
    },
  ];
}

/** `/api/dashboard/stats`: the dashboard's cards; `/api/dashboard/agenda`: its work lists. */
export function dashboardRouter(db: Database, cache: ReadCache): Router {
  const router = Router();
  router.get("/stats", ...figure(cache, cacheKeys.dashboardFigures, (scope) => dashboardStats(db, scope), presentDashboardStats));
  // Not cached: a grade given or a sheet settled leaves the list at once.
  router.get("/agenda", requireUser, async (req, res) => {
    res.json(presentDashboardAgenda(await dashboardAgenda(db, examScope(currentUser(req)))));
  });
  return router;
}

/** `/api/reports/stats` and the report's chart data. */
export function reportsRouter(db: Database, cache: ReadCache): Router {
  const router = Router();
  router.get("/stats", ...figure(cache, cacheKeys.reportFigures, (scope) => reportStats(db, scope), presentReportStats));
  router.get("/charts", ...figure(cache, cacheKeys.reportCharts, (scope) => reportCharts(db, scope), presentReportCharts));
  return router;
}
