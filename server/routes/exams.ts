import { Router, type RequestHandler } from "express";
import { z } from "zod";
import { uuidParam } from "../../shared/schemas/fields";
import {
  examCreateSchema,
  examDuplicateSchema,
  examListQuerySchema,
  examUpdateSchema,
  interchangeImportFieldsSchema,
  questionBatchSchema,
  questionCreateSchema,
} from "../../shared/schemas/exams";
import { questionOrderSchema } from "../../shared/schemas/examQuestionOrder";
import { examQuestionLinkSchema, linkOrderSchema } from "../../shared/schemas/questionBank";
import type { Database } from "../db/client";
import { currentUser, requireUser } from "../http/auth";
import { questionImportUpload, uploadedFile } from "../http/upload";
import { parsed, validate } from "../http/validate";
import { examScope } from "../policies/exams";
import { bankViewer } from "../policies/questionBank";
import { ATTEMPT_TOKEN_HEADER } from "./online";
import { presentExam, presentExamWithQuestions, presentQrCode, presentQuestion } from "../presenters/exams";
import { presentDeliveredExam } from "../presenters/online";
import { presentLink, presentLinkWithQuestion } from "../presenters/questionBank";
import { attemptIdFromToken } from "../services/attempts/tokens";
import { examForDelivery, examQrCode } from "../services/online/examDelivery";
import { duplicateExam, publishExam } from "../services/exams/lifecycle";
import { linkQuestion, listLinks, reorderLink, unlinkQuestion } from "../services/exams/questionLinks";
import { setQuestionOrder } from "../services/exams/questionOrder";
import { addQuestion, addQuestions, listQuestions } from "../services/exams/questions";
import * as exams from "../services/exams/exams";
import { inQuestionFileTurn } from "../services/interchange/questionFileQueue";
import { importInterchangeIntoExam } from "../services/interchange/examQuestions";
import type { ReadCache } from "../services/cache/readCache";

/**
 * `GET /api/exams/{code}/online`: the exam for students, who have no staff session; its questions
 * only with the key of an attempt under way (see examForDelivery).
 */
export function examDeliveryRouter(db: Database, secret: string, codeLookups: RequestHandler): Router {
  const router = Router();
  const byCode = { params: z.object({ code: z.string().regex(/^[A-Za-z0-9]{4,12}$/, "Código de prova inválido.") }) };
  router.get("/:code/online", codeLookups, validate(byCode), async (req, res) => {
    const attemptId = attemptIdFromToken(req.get(ATTEMPT_TOKEN_HEADER) ?? "", secret);
    res.json(presentDeliveredExam(await examForDelivery(db, parsed(req, byCode).params.code, attemptId)));
  });
  return router;
}

/** `/api/exams`: the list, the exam itself and its questions (docs/architecture.md#4-http-api). */
export function examsRouter(db: Database, cache: ReadCache): Router {
  const router = Router();
  router.use(requireUser);

  // The list stays an array, as the spec has it; paging travels in headers.
  const list = { query: examListQuerySchema };
  router.get("/", validate(list), async (req, res) => {
    const { page, pageSize, view, ...filter } = parsed(req, list).query;
    const user = currentUser(req);
    // "Provas da escola": what colleagues shared, read-only; otherwise the exams the caller manages.
    const result =
      view === "school"
        ? await exams.listExams(db, examScope(user, "read"), { ...filter, sharedExceptBy: user.id }, { page, pageSize }, cache)
        : await exams.listExams(db, examScope(user), filter, { page, pageSize }, cache);
    res.set({ "X-Total-Count": String(result.total), "X-Page": String(page), "X-Page-Size": String(pageSize) });
    // The cards already in the answer's shape, as PostgreSQL wrote them (see examCardsJsonByIds).
    res.type("json").send(result.itemsJson);
  });

  const create = { body: examCreateSchema };
  router.post("/", validate(create), async (req, res) => {
    res.status(201).json(presentExamWithQuestions(await exams.createExam(db, currentUser(req), parsed(req, create).body)));
  });

  const one = { params: uuidParam };
  router.get("/:id", validate(one), async (req, res) => {
    // Written by PostgreSQL in the answer's shape (see findExamPageJson).
    res.type("json").send(await exams.examPageJson(db, examScope(currentUser(req), "read"), parsed(req, one).params.id));
  });

  const update = { params: uuidParam, body: examUpdateSchema };
  router.put("/:id", validate(update), async (req, res) => {
    const { params, body } = parsed(req, update);
    res.json(presentExam(await exams.updateExam(db, currentUser(req), params.id, body)));
  });

  router.delete("/:id", validate(one), async (req, res) => {
    const user = currentUser(req);
    await exams.deleteExam(db, examScope(user), user, parsed(req, one).params.id);
    res.status(204).end();
  });

  router.post("/:id/publish", validate(one), async (req, res) => {
    res.json(presentExam(await publishExam(db, examScope(currentUser(req)), parsed(req, one).params.id)));
  });

  const duplicate = { params: uuidParam, body: examDuplicateSchema };
  router.post("/:id/duplicate", validate(duplicate), async (req, res) => {
    const { params, body } = parsed(req, duplicate);
    const user = currentUser(req);
    res.status(201).json(presentExamWithQuestions(await duplicateExam(db, examScope(user, "read"), params.id, user, body.title)));
  });

  router.post("/:id/qrcode", validate(one), async (req, res) => {
    const origin = `${req.protocol}://${req.get("host")}`;
    res.json(presentQrCode(await examQrCode(db, examScope(currentUser(req)), parsed(req, one).params.id, origin)));
  });

  router.get("/:id/exam-questions", validate(one), async (req, res) => {
    res.json((await listLinks(db, examScope(currentUser(req), "read"), parsed(req, one).params.id)).map(presentLinkWithQuestion));
  });

  const link = { params: uuidParam, body: examQuestionLinkSchema };
  router.post("/:id/exam-questions", validate(link), async (req, res) => {
    const { params, body } = parsed(req, link);
    const user = currentUser(req);
    res.status(201).json(presentLink(await linkQuestion(db, examScope(user), bankViewer(user), params.id, body)));
  });

  const linked = {
    params: z.object({
      id: z.uuid({ error: "Identificador inválido" }),
      questionId: z.uuid({ error: "Identificador inválido" }),
    }),
  };
  router.delete("/:id/exam-questions/:questionId", validate(linked), async (req, res) => {
    const { id, questionId } = parsed(req, linked).params;
    await unlinkQuestion(db, examScope(currentUser(req)), id, questionId);
    res.status(204).end();
  });

  const reorder = { params: linked.params, body: linkOrderSchema };
  router.put("/:id/exam-questions/:questionId/order", validate(reorder), async (req, res) => {
    const { params, body } = parsed(req, reorder);
    res.json(presentLink(await reorderLink(db, examScope(currentUser(req)), params.id, params.questionId, body.questionOrder)));
  });

  // The whole order at once (the edit page's drag and drop), answered with the exam as it now reads.
  const order = { params: uuidParam, body: questionOrderSchema };
  router.put("/:id/question-order", validate(order), async (req, res) => {
    const { params, body } = parsed(req, order);
    const scope = examScope(currentUser(req));
    await setQuestionOrder(db, scope, params.id, body);
    res.type("json").send(await exams.examPageJson(db, scope, params.id));
  });

  router.get("/:id/questions", validate(one), async (req, res) => {
    const questions = await listQuestions(db, examScope(currentUser(req), "read"), parsed(req, one).params.id);
    res.json(questions.map(presentQuestion));
  });

  const batch = { params: uuidParam, body: questionBatchSchema };
  router.post("/:id/questions/batch", validate(batch), async (req, res) => {
    const { params, body } = parsed(req, batch);
    res.status(201).json((await addQuestions(db, examScope(currentUser(req)), params.id, body.questions)).map(presentQuestion));
  });

  // A Moodle XML, GIFT, Aiken or QTI file into the exam, with its images (docs/product.md#22-question-interchange).
  const importFile = { params: uuidParam, body: interchangeImportFieldsSchema };
  router.post("/:id/questions/import", ...questionImportUpload(), validate(importFile), async (req, res) => {
    const { params, body } = parsed(req, importFile);
    const user = currentUser(req);
    const file = uploadedFile(req);
    const imported = await inQuestionFileTurn(user.id, () =>
      importInterchangeIntoExam(db, user, examScope(user), params.id, file, body.type),
    );
    res.status(201).json({ questions: imported.questions.map(presentQuestion), leftOut: imported.leftOut });
  });

  const newQuestion = { params: uuidParam, body: questionCreateSchema };
  router.post("/:id/questions", validate(newQuestion), async (req, res) => {
    const { params, body } = parsed(req, newQuestion);
    res.status(201).json(presentQuestion(await addQuestion(db, examScope(currentUser(req)), params.id, body)));
  });

  return router;
}
