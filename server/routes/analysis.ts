import { Router } from "express";
import { uuidParam } from "../../shared/schemas/fields";
import type { Database } from "../db/client";
import { currentUser, requireUser } from "../http/auth";
import { parsed, validate } from "../http/validate";
import { examScope } from "../policies/exams";
import { presentDescriptorReport, presentItemAnalysis } from "../presenters/analysis";
import { applicationDescriptors, applicationItemAnalysis } from "../services/results/analysis";

/** `/api/applications/{id}/item-analysis` and `/descriptors`: how each question and each skill went. */
export function analysisRouter(db: Database): Router {
  const router = Router();
  router.use(requireUser);
  const one = { params: uuidParam };
  router.get("/:id/item-analysis", validate(one), async (req, res) => {
    res.json(
      presentItemAnalysis(await applicationItemAnalysis(db, examScope(currentUser(req), "read"), parsed(req, one).params.id)),
    );
  });
  router.get("/:id/descriptors", validate(one), async (req, res) => {
    res.json(
      presentDescriptorReport(await applicationDescriptors(db, examScope(currentUser(req), "read"), parsed(req, one).params.id)),
    );
  });
  return router;
}
