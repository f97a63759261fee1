import { Router } from "express";
import { changePasswordSchema, profileUpdateSchema } from "../../shared/schemas/profile";
import type { Database } from "../db/client";
import { currentUser, requireUser } from "../http/auth";
import { parsed, validate } from "../http/validate";
import { presentProfile } from "../presenters/users";
import { changePassword, updateProfile } from "../services/users";

/** The signed-in user's own profile and password (`/api/user/...`). */
export function profileRouter(db: Database): Router {
  const router = Router();
  router.use(requireUser);

  router.get("/profile", (req, res) => {
    res.json(presentProfile(currentUser(req)));
  });

  const update = { body: profileUpdateSchema };
  router.put("/profile", validate(update), async (req, res) => {
    res.json(presentProfile(await updateProfile(db, currentUser(req), parsed(req, update).body)));
  });

  const password = { body: changePasswordSchema };
  router.put("/change-password", validate(password), async (req, res) => {
    await changePassword(db, currentUser(req), parsed(req, password).body, req.auth?.tokenHash);
    res.status(204).end();
  });

  return router;
}
