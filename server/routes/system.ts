import { Router } from "express";
import type { SystemStatus } from "../../shared/types/system";
import type { Database } from "../db/client";
import { databaseVersion } from "../db/queries/system";
import { requireUser } from "../http/auth";

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
    const body: SystemStatus = {
      api: "ok",
      database: info.databaseKind,
      databaseVersion: version,
      databaseLatencyMs: Math.round((performance.now() - started) * 10) / 10,
      version: info.version,
    };
    res.json(body);
  });
  return router;
}
