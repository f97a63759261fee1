import { Router } from "express";
import type { Database } from "../db/client";
import { requireUser } from "../http/auth";

/**
 * `/api/applications/{id}/results`, answer sheets, essay grading and the results export.
 * Who may see them follows the exam: a professor their own exams, supervisors all.
 */
export function resultsRouter(_db: Database): Router {
  const router = Router();
  router.use(requireUser);
  return router;
}
