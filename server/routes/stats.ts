import { Router } from "express";
import type { Database } from "../db/client";
import { currentUser, requireUser } from "../http/auth";
import { examScope } from "../policies/exams";
import { dashboardStats, reportCharts, reportStats } from "../services/stats";

/** `/api/dashboard/stats`, `/api/reports/stats` and the report's chart data, over what the caller may read. */
export function statsRouter(db: Database): Router {
  const router = Router();
  // Mounted at /api itself, so each route asks for the user (a router-wide guard would catch every path).
  router.get("/dashboard/stats", requireUser, async (req, res) => {
    res.json(await dashboardStats(db, examScope(currentUser(req))));
  });
  router.get("/reports/stats", requireUser, async (req, res) => {
    res.json(await reportStats(db, examScope(currentUser(req))));
  });
  router.get("/reports/charts", requireUser, async (req, res) => {
    res.json(await reportCharts(db, examScope(currentUser(req))));
  });
  return router;
}
