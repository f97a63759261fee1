import { Router, type Request } from "express";
import { answersSchema, examCodeParam, onlineEntrySchema } from "../../shared/schemas/applications";
import type { Database } from "../db/client";
import { AppError } from "../http/errors";
import { parsed, validate } from "../http/validate";
import { attemptIdFromToken } from "../services/attemptTokens";
import { attemptView, finishAttempt, saveAnswers } from "../services/attempts";
import { onlineExamEntry, enterExam } from "../services/onlineEntry";

/** The header the student page sends its attempt key in (never a URL, which ends up in logs). */
export const ATTEMPT_TOKEN_HEADER = "x-attempt-token";

/**
 * `/api/online/{code}`: the public side of an exam for students, who have no staff account.
 * They see whether it is open and enter it with their access code (or a name, where allowed).
 */
export function onlineRouter(db: Database, secret: string): Router {
  const router = Router();
  const byCode = { params: examCodeParam };
  router.get("/:code", validate(byCode), async (req, res) => {
    res.json(await onlineExamEntry(db, parsed(req, byCode).params.code));
  });
  const enter = { params: examCodeParam, body: onlineEntrySchema };
  router.post("/:code/attempts", validate(enter), async (req, res) => {
    const { params, body } = parsed(req, enter);
    res.json(await enterExam(db, params.code, body, { ip: req.ip ?? "desconhecido", secret }));
  });
  return router;
}

/** `/api/attempt`: the attempt the request's key opens — reading it, saving answers, handing it in. */
export function attemptRouter(db: Database, secret: string): Router {
  const router = Router();
  const attemptId = (req: Request) => {
    const id = attemptIdFromToken(req.get(ATTEMPT_TOKEN_HEADER) ?? "", secret);
    if (!id) throw AppError.unauthorized("Acesso à prova inválido. Entre novamente com o código da prova.");
    return id;
  };
  router.get("/", async (req, res) => {
    res.json(await attemptView(db, attemptId(req), secret));
  });
  const answers = { body: answersSchema };
  router.put("/answers", validate(answers), async (req, res) => {
    res.json(await saveAnswers(db, attemptId(req), parsed(req, answers).body.answers));
  });
  router.post("/submit", validate(answers), async (req, res) => {
    res.json(await finishAttempt(db, attemptId(req), parsed(req, answers).body.answers, secret));
  });
  return router;
}
