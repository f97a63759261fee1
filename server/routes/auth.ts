import { Router } from "express";
import { loginSchema } from "../../shared/schemas/auth";
import { registerSchema } from "../../shared/schemas/users";
import type { Database } from "../db/client";
import { clearSessionCookie, currentUser, requireUser, setSessionCookie } from "../http/auth";
import { permit } from "../policies/roles";
import { parsed, validate } from "../http/validate";
import { userCreationDenied, userPolicy } from "../policies/users";
import { presentLogin } from "../presenters/auth";
import { presentUser } from "../presenters/users";
import { signIn } from "../services/auth/login";
import { endSession, type SessionSettings } from "../services/auth/sessions";
import { createUser, withSchoolsOf } from "../services/users/users";

export function authRouter(db: Database, sessions: SessionSettings): Router {
  const router = Router();

  const login = { body: loginSchema };
  router.post("/login", validate(login), async (req, res) => {
    const { email, password } = parsed(req, login).body;
    const session = await signIn(db, sessions, { email, password, ip: req.ip ?? "desconhecido" });
    setSessionCookie(req, res, session.token, session.expiresAt);
    const user = await withSchoolsOf(db, session.user);
    res.json(presentLogin({ ...session, user }));
  });

  router.get("/profile", requireUser, async (req, res) => {
    res.json(presentUser(await withSchoolsOf(db, currentUser(req))));
  });

  // Always succeeds: signing out of an already-ended session is not an error for the user.
  router.post("/logout", async (req, res) => {
    if (req.auth) await endSession(db, req.auth.tokenHash);
    clearSessionCookie(req, res);
    res.status(204).end();
  });

  // The create-profile screen.
  const register = { body: registerSchema };
  router.post("/register", permit(userPolicy.manage, userCreationDenied), validate(register), async (req, res) => {
    const user = await createUser(db, parsed(req, register).body);
    res.status(201).json(presentUser(await withSchoolsOf(db, user)));
  });

  return router;
}
