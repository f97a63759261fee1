import { Router } from "express";
import { uuidParam } from "../../shared/schemas/fields";
import { applicationAttemptParams } from "../../shared/schemas/applications";
import {
  acceptedAnswerSchema,
  attemptAnswerParams,
  essayGradeSchema,
  examQuestionParams,
  resultsExportQuerySchema,
} from "../../shared/schemas/results";
import type { Database } from "../db/client";
import { attachmentNamed } from "../http/contentDisposition";
import { currentUser, requireUser } from "../http/auth";
import { parsed, validate } from "../http/validate";
import { examScope } from "../policies/exams";
import { presentAnnulment, presentAnswerSheet, presentEssayGradingList, presentResults } from "../presenters/results";
import { setAnnulment } from "../services/results/annulment";
import { acceptAnswer } from "../services/results/acceptedAnswers";
import { answerSheet } from "../services/results/answerSheet";
import { essaysToGrade, gradeEssay } from "../services/results/grading";
import { applicationResults } from "../services/results/results";
import { exportResults } from "../services/results/resultsExport";

/**
 * `/api/applications/{id}/results`, answer sheets, essay grading and the results export.
 * Who may see them follows the exam: a professor their own exams, supervisors all.
 */
export function resultsRouter(db: Database): Router {
  const router = Router();
  router.use(requireUser);

  const one = { params: uuidParam };
  router.get("/:id/results", validate(one), async (req, res) => {
    res.json(presentResults(await applicationResults(db, examScope(currentUser(req), "read"), parsed(req, one).params.id)));
  });

  const download = { params: uuidParam, query: resultsExportQuerySchema };
  router.get("/:id/results/export", validate(download), async (req, res) => {
    const { params, query } = parsed(req, download);
    const file = await exportResults(db, examScope(currentUser(req), "read"), params.id, query.format);
    res.set({
      "Content-Type": file.contentType,
      "Content-Disposition": attachmentNamed(file.examTitle, query.format, "resultados-"),
    });
    res.send(file.body);
  });

  const ofAttempt = { params: applicationAttemptParams };
  router.get("/:id/attempts/:attemptId/sheet", validate(ofAttempt), async (req, res) => {
    const { params } = parsed(req, ofAttempt);
    res.json(presentAnswerSheet(await answerSheet(db, examScope(currentUser(req), "read"), params.id, params.attemptId)));
  });

  router.get("/:id/essays", validate(one), async (req, res) => {
    res.json(presentEssayGradingList(await essaysToGrade(db, examScope(currentUser(req), "read"), parsed(req, one).params.id)));
  });

  const grade = { params: attemptAnswerParams, body: essayGradeSchema };
  router.put("/:id/attempts/:attemptId/answers/:questionId/grade", validate(grade), async (req, res) => {
    const { params, body } = parsed(req, grade);
    const user = currentUser(req);
    const ids = { applicationId: params.id, attemptId: params.attemptId, questionId: params.questionId };
    res.json(presentAnswerSheet(await gradeEssay(db, examScope(user, "read"), user, ids, body)));
  });

  return router;
}

/**
 * `POST/DELETE /api/exams/{id}/questions/{questionId}/annul`: everyone gets the question's points,
 * or no longer; `POST .../accepted-answers`: a short answer accepted for everyone who gave it.
 * Both change how the exam is scored, so both need the right to change it.
 */
export function examAnnulmentsRouter(db: Database): Router {
  const router = Router();
  const accept = { params: examQuestionParams, body: acceptedAnswerSchema };
  router.post("/:id/questions/:questionId/accepted-answers", requireUser, validate(accept), async (req, res) => {
    const { params, body } = parsed(req, accept);
    const user = currentUser(req);
    const ids = { examId: params.id, questionId: params.questionId };
    res.json(await acceptAnswer(db, examScope(user), user, ids, body.answer));
  });
  const annul = { params: examQuestionParams };
  for (const [method, annulled] of [
    ["post", true],
    ["delete", false],
  ] as const) {
    router[method]("/:id/questions/:questionId/annul", requireUser, validate(annul), async (req, res) => {
      const { params } = parsed(req, annul);
      const user = currentUser(req);
      const ids = { examId: params.id, questionId: params.questionId };
      res.json(presentAnnulment(await setAnnulment(db, examScope(user), user, ids, annulled)));
    });
  }
  return router;
}
