import { Router, type Response } from "express";
import type { Database } from "../db/client";
import { migrationsApplied, pingDatabase } from "../db/queries/system";
import { DATABASE_UNAVAILABLE } from "../http/errors";
import { presentHealth } from "../presenters/system";

export const MIGRATIONS_PENDING = "O banco de dados ainda não foi atualizado para esta versão.";

const unavailable = (res: Response, message: string, code: string) =>
  res.status(503).json({ status: "unavailable", message, code });

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
      unavailable(res, DATABASE_UNAVAILABLE, "database_unavailable");
      return;
    }
    res.json(presentHealth());
  });
  return router;
}

/**
 * For a reverse proxy deciding where to send requests: 200 once the database answers and has every
 * migration of this build, 503 otherwise (docs/architecture.md#numbers-to-watch). Once applied,
 * migrations stay applied, so that is asked until it holds, and only the database after that.
 */
export function readyRouter(db: Database): Router {
  const router = Router();
  let migrated = false;
  router.get("/", async (_req, res) => {
    try {
      await pingDatabase(db);
      migrated ||= await migrationsApplied(db);
    } catch {
      unavailable(res, DATABASE_UNAVAILABLE, "database_unavailable");
      return;
    }
    if (!migrated) unavailable(res, MIGRATIONS_PENDING, "migrations_pending");
    else res.json({ status: "ready" });
  });
  return router;
}
