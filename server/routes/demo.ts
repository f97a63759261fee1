import { Router } from "express";
import { presentDemoCredential } from "../presenters/auth";
import { DEMO_USERS } from "../services/system/demoData";

/** The login page's hint block. Mounted only in demo mode; otherwise the path is a plain 404. */
export function demoRouter(): Router {
  const router = Router();
  router.get("/credentials", (_req, res) => {
    res.json(DEMO_USERS.map(presentDemoCredential));
  });
  return router;
}
