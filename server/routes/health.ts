import { Router } from "express";
import type { Database } from "../db/client";
import { pingDatabase } from "../db/queries/system";

/** For load balancers and start-up scripts: answers 200 only when the database answers too. */
export function healthRouter(db: Database): Router {
  const router = Router();
  router.get("/", async (_req, res) => {
    await pingDatabase(db);
    res.json({ status: "ok" });
  });
  return router;
}
