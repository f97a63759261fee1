import { Router } from "express";
import { uuidParam } from "../../shared/schemas/fields";
import { applicationAttemptParams, applicationCreateSchema, extensionSchema } from "../../shared/schemas/applications";
import type { Database } from "../db/client";
import { currentUser, requireUser } from "../http/auth";
import { parsed, validate } from "../http/validate";
import { examScope } from "../policies/exams";
import { presentApplication, presentLiveView } from "../presenters/applications";
import { applicationLiveView } from "../services/applications/liveView";
import * as applications from "../services/applications/applications";

/**
 * `GET/POST /api/exams/{id}/applications`: an exam applied to classes. Whoever manages the exam
 * manages its applications; a professor of one of its classes reads those that reach the class.
 */
export function examApplicationsRouter(db: Database): Router {
  const router = Router();
  const ofExam = { params: uuidParam };
  router.get("/:id/applications", requireUser, validate(ofExam), async (req, res) => {
    const list = await applications.listApplications(db, examScope(currentUser(req), "read"), parsed(req, ofExam).params.id);
    res.json(list.map(presentApplication));
  });
  const create = { params: uuidParam, body: applicationCreateSchema };
  router.post("/:id/applications", requireUser, validate(create), async (req, res) => {
    const { params, body } = parsed(req, create);
    const user = currentUser(req);
    res.status(201).json(presentApplication(await applications.createApplication(db, examScope(user), params.id, user, body)));
  });
  return router;
}

/** `/api/applications/{id}`: one application, its live view, and opening, closing, extending. */
export function applicationsRouter(db: Database): Router {
  const router = Router();
  router.use(requireUser);
  const one = { params: uuidParam };
  router.get("/:id", validate(one), async (req, res) => {
    res.json(
      presentApplication(
        await applications.applicationDetails(db, examScope(currentUser(req), "read"), parsed(req, one).params.id),
      ),
    );
  });
  router.get("/:id/live", validate(one), async (req, res) => {
    res.json(presentLiveView(await applicationLiveView(db, examScope(currentUser(req), "read"), parsed(req, one).params.id)));
  });
  router.post("/:id/open", validate(one), async (req, res) => {
    res.json(presentApplication(await applications.openApplication(db, examScope(currentUser(req)), parsed(req, one).params.id)));
  });
  router.post("/:id/close", validate(one), async (req, res) => {
    res.json(
      presentApplication(await applications.closeApplication(db, examScope(currentUser(req)), parsed(req, one).params.id)),
    );
  });
  router.delete("/:id", validate(one), async (req, res) => {
    const user = currentUser(req);
    await applications.deleteApplication(db, examScope(user), user, parsed(req, one).params.id);
    res.status(204).end();
  });
  const extend = { params: applicationAttemptParams, body: extensionSchema };
  router.post("/:id/attempts/:attemptId/extend", validate(extend), async (req, res) => {
    const { params, body } = parsed(req, extend);
    const scope = examScope(currentUser(req));
    await applications.extendAttemptTime(db, scope, params.id, params.attemptId, body.minutes);
    res.json(presentLiveView(await applicationLiveView(db, scope, params.id)));
  });
  return router;
}
