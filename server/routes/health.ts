import { Router } from "express";
import type { Database } from "../db/client";
import { pingDatabase } from "../db/queries/system";
import { DATABASE_UNAVAILABLE } from "../http/errors";
import { presentHealth } from "../presenters/system";

/**
 * For load balancers and start-up scripts: answers 200 only when the database answers too, and
 * 503 while it does not (whatever the reason), so a balancer takes the instance out until it recovers.
 */
export function healthRouter(db: Database): Router {
  const router = Router();
  router.get("/", async (_req, res) => {
    try {
      await pingDatabase(db);
    } catch {
      res.status(503).json({ status: "unavailable", message: DATABASE_UNAVAILABLE, code: "database_unavailable" });
      return;
    }
    res.json(presentHealth());
  });
  return router;
}
