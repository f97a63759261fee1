import { Router } from "express";
import type { DemoCredential } from "../../shared/types/auth";
import { DEMO_USERS } from "../services/system/demoData";

/** The login page's hint block. Mounted only in demo mode; otherwise the path is a plain 404. */
export function demoRouter(): Router {
  const router = Router();
  router.get("/credentials", (_req, res) => {
    const body: DemoCredential[] = DEMO_USERS.map(({ role, email, password }) => ({ role, email, password }));
    res.json(body);
  });
  return router;
}
