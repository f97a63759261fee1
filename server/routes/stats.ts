import { Router } from "express";
import type { Database } from "../db/client";
import { currentUser, requireUser } from "../http/auth";
import { examScope } from "../policies/exams";
import { dashboardStats, reportCharts, reportStats } from "../services/stats";

/** `/api/dashboard/stats`, `/api/reports/stats` and the report's chart data, over what the caller may read. */
export function statsRouter(db: Database): Router {
  const router = Router();
  router.use(requireUser);
  router.get("/dashboard/stats", async (req, res) => {
    res.json(await dashboardStats(db, examScope(currentUser(req))));
  });
  router.get("/reports/stats", async (req, res) => {
    res.json(await reportStats(db, examScope(currentUser(req))));
  });
  router.get("/reports/charts", async (req, res) => {
    res.json(await reportCharts(db, examScope(currentUser(req))));
  });
  return router;
}
