import { Router } from "express";
import type { Database } from "../db/client";
import { databaseVersion } from "../db/queries/system";
import { requireUser } from "../http/auth";
import { presentSystemStatus } from "../presenters/system";

export interface SystemInfo {
  databaseKind: "embedded" | "server";
  version: string;
}

/** For signed-in staff: what is running and whether the database answers (the /test screen). */
export function systemRouter(db: Database, info: SystemInfo): Router {
  const router = Router();
  router.get("/status", requireUser, async (_req, res) => {
    const started = performance.now();
    const version = await databaseVersion(db);
    res.json(presentSystemStatus(info.databaseKind, version, performance.now() - started, info.version));
  });
  return router;
}
