import { Router } from "express";
import { uuidParam } from "../../shared/schemas/fields";
import { optionCreateSchema, questionUpdateSchema } from "../../shared/schemas/exams";
import type { Database } from "../db/client";
import { currentUser, requireUser } from "../http/auth";
import { parsed, validate } from "../http/validate";
import { examScope } from "../policies/exams";
import { withRescored } from "../presenters/rescoring";
import { presentOption, presentQuestion } from "../presenters/exams";
import * as questions from "../services/exams/questions";

/** `/api/questions/{id}` and its options: an exam's own questions (docs/architecture.md#4-http-api). */
export function questionsRouter(db: Database): Router {
  const router = Router();
  router.use(requireUser);

  const update = { params: uuidParam, body: questionUpdateSchema };
  router.put("/:id", validate(update), async (req, res) => {
    const { params, body } = parsed(req, update);
    const user = currentUser(req);
    const question = await questions.updateQuestion(db, examScope(user), user, params.id, body);
    res.json(withRescored(presentQuestion(question), question.rescoredAttempts));
  });

  const one = { params: uuidParam };
  router.delete("/:id", validate(one), async (req, res) => {
    await questions.deleteQuestion(db, examScope(currentUser(req)), parsed(req, one).params.id);
    res.status(204).end();
  });

  router.get("/:id/options", validate(one), async (req, res) => {
    const options = await questions.listOptions(db, examScope(currentUser(req), "read"), parsed(req, one).params.id);
    res.json(options.map(presentOption));
  });

  return router;
}

/** `POST /api/options`. */
export function optionsRouter(db: Database): Router {
  const router = Router();
  router.use(requireUser);
  const create = { body: optionCreateSchema };
  router.post("/", validate(create), async (req, res) => {
    const user = currentUser(req);
    const option = await questions.addOption(db, examScope(user), user, parsed(req, create).body);
    res.status(201).json(withRescored(presentOption(option), option.rescoredAttempts));
  });
  return router;
}
