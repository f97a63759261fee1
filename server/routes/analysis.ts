import { Router } from "express";
import type { Database } from "../db/client";
import { requireUser } from "../http/auth";

/** `/api/applications/{id}/item-analysis` and `/descriptors`: how each question and each skill went. */
export function analysisRouter(_db: Database): Router {
  const router = Router();
  router.use(requireUser);
  return router;
}
