import { Router } from "express";
import { termSettingsSchema } from "../../shared/schemas/terms";
import type { Database } from "../db/client";
import { currentUser, requireUser } from "../http/auth";
import { parsed, validate } from "../http/validate";
import { managesNetwork, permit } from "../policies/roles";
import { saveTermSettings, termSettings } from "../services/settings/terms";

/**
 * The network's settings (docs/product.md#25-learning-reports): `GET /api/settings/terms` for every
 * member of staff (the reports' filters list the terms), `PUT` for administrators.
 */
export function settingsRouter(db: Database): Router {
  const router = Router();
  router.use(requireUser);

  router.get("/terms", async (_req, res) => {
    res.json(await termSettings(db));
  });

  const change = { body: termSettingsSchema };
  router.put("/terms", permit(managesNetwork), validate(change), async (req, res) => {
    res.json(await saveTermSettings(db, parsed(req, change).body, currentUser(req).id));
  });

  return router;
}
