import type { IncomingMessage } from "node:http";
import { Router, type Request, type RequestHandler } from "express";
import { answersSchema, examCodeParam, onlineEntrySchema } from "../../shared/schemas/applications";
import type { Database } from "../db/client";
import { AppError } from "../errors";
import { RateLimiter, rateLimited } from "../http/rateLimit";
import { parsed, parsedPart, validate } from "../http/validate";
import type { PlainRoute } from "../http/plainRoute";
import { attemptIdFromToken } from "../services/attempts/tokens";
import { attemptView, finishAttempt, saveAnswers } from "../services/attempts/attempts";
import { onlineExamEntry, enterExam } from "../services/online/entry";
import { presentAttemptEntry, presentAttemptView, presentExamEntry, presentSavedAnswers } from "../presenters/online";

/** The header the student page sends its attempt key in (never a URL, which ends up in logs). */
export const ATTEMPT_TOKEN_HEADER = "x-attempt-token";

/**
 * Exam codes looked up on the public routes, per client address: 600 in 5 minutes. A school's
 * students all come from its router's address, and a few classes entering at the start of a
 * period (opening the page, entering, retrying, typing a code wrong) make a few hundred lookups in
 * a minute or two, which fit. Kept up, it is 2 a second, 120 a minute: trying the billion exam
 * codes (of which a few thousand exist) that slowly finds about one a day per address, and finding
 * one gives its heading and the entry's own limits, not its questions.
 */
const CODE_LOOKUPS = { limit: 600, windowMs: 5 * 60_000, maxKeys: 50_000 };

/** One limiter for every public route that takes an exam code, so they share the address's allowance. */
export function codeLookupLimit(): RequestHandler {
  return rateLimited(
    new RateLimiter(CODE_LOOKUPS),
    (minutes) =>
      `Muitas consultas de códigos de prova a partir desta rede. Aguarde ${minutes} minuto${minutes > 1 ? "s" : ""} e tente de novo.`,
  );
}

/**
 * `/api/online/{code}`: the public side of an exam for students, who have no staff account.
 * They see whether it is open and enter it with their access code (or a name, where allowed).
 */
export function onlineRouter(db: Database, secret: string, codeLookups: RequestHandler): Router {
  const router = Router();
  const byCode = { params: examCodeParam };
  router.get("/:code", codeLookups, validate(byCode), async (req, res) => {
    res.json(presentExamEntry(await onlineExamEntry(db, parsed(req, byCode).params.code, secret)));
  });
  const enter = { params: examCodeParam, body: onlineEntrySchema };
  router.post("/:code/attempts", codeLookups, validate(enter), async (req, res) => {
    const { params, body } = parsed(req, enter);
    res.json(presentAttemptEntry(await enterExam(db, params.code, body, { ip: req.ip ?? "desconhecido", secret })));
  });
  return router;
}

/** The attempt the request's key opens, or 401. */
function attemptIdOf(req: IncomingMessage, secret: string): string {
  const token = req.headers[ATTEMPT_TOKEN_HEADER];
  const id = typeof token === "string" ? attemptIdFromToken(token, secret) : undefined;
  if (!id) throw AppError.unauthorized("Acesso à prova inválido. Entre novamente com o código da prova.");
  return id;
}

/**
 * `PUT /api/attempt/answers`, the call an exam day makes most: the answers in the body saved into
 * the attempt the key opens. Answered before Express (app.ts) and, for the bodies that lane
 * leaves to it, by the attempt router: one function for both.
 */
export function answerSave(db: Database, secret: string): PlainRoute {
  return {
    method: "PUT",
    path: "/api/attempt/answers",
    answer: async (body, req) => {
      const { answers } = parsedPart(answersSchema, body);
      return presentSavedAnswers(await saveAnswers(db, attemptIdOf(req, secret), answers));
    },
  };
}

/** `/api/attempt`: the attempt the request's key opens — reading it, saving answers, handing it in. */
export function attemptRouter(db: Database, secret: string): Router {
  const router = Router();
  const attemptId = (req: Request) => attemptIdOf(req, secret);
  router.get("/", async (req, res) => {
    res.json(presentAttemptView(await attemptView(db, attemptId(req), secret)));
  });
  const save = answerSave(db, secret);
  router.put("/answers", async (req, res) => {
    res.json(await save.answer(req.body, req));
  });
  const answers = { body: answersSchema };
  router.post("/submit", validate(answers), async (req, res) => {
    res.json(presentAttemptView(await finishAttempt(db, attemptId(req), parsed(req, answers).body.answers, secret)));
  });
  return router;
}
