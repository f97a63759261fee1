import { sql } from "drizzle-orm";
import { Router } from "express";
import type { Database } from "../db/client";

/** For load balancers and start-up scripts: answers 200 only when the database answers too. */
export function healthRouter(db: Database): Router {
  const router = Router();
  router.get("/", async (_req, res) => {
    await db.execute(sql`select 1`);
    res.json({ status: "ok" });
  });
  return router;
}
