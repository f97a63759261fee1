import { Router } from "express";
import { uuidParam } from "../../shared/schemas/fields";
import {
  bankItemSchema,
  bankItemUpdateSchema,
  bankListQuerySchema,
  bankOptionSchema,
  bankOptionUpdateSchema,
  bankExportSchema,
  bulkImportFieldsSchema,
} from "../../shared/schemas/questionBank";
import type { Database } from "../db/client";
import { currentUser, requireUser } from "../http/auth";
import { sendInterchangeFile } from "../http/interchangeFile";
import { questionImportUpload, uploadedFile } from "../http/upload";
import { parsed, validate } from "../http/validate";
import { examScope } from "../policies/exams";
import { bankViewer } from "../policies/questionBank";
import { withRescored } from "../presenters/rescoring";
import { presentOption } from "../presenters/exams";
import { presentBankImport, presentBankItem } from "../presenters/questionBank";
import type { ReadCache } from "../services/cache/readCache";
import { importBankFile } from "../services/imports/bankImport";
import { inQuestionFileTurn } from "../services/interchange/questionFileQueue";
import { bankItemToPortable, importInterchangeIntoBank } from "../services/interchange/bankItems";
import { exportQuestions } from "../services/interchange/exports";
import { interchangeFormatOf } from "../services/interchange/formats";
import * as bank from "../services/questionBank/questionBank";

/** `/api/question-bank` (docs/architecture.md#4-http-api). The list stays an array; its total is in `X-Total-Count`. */
export function questionBankRouter(db: Database, cache: ReadCache): Router {
  const router = Router();
  router.use(requireUser);

  const list = { query: bankListQuerySchema };
  router.get("/", validate(list), async (req, res) => {
    const query = parsed(req, list).query;
    const user = currentUser(req);
    const result = await bank.listBankItems(db, examScope(user), bankViewer(user), query, cache);
    res.set({
      "X-Total-Count": String(result.total),
      "X-Total-Count-Capped": String(result.capped),
      "X-Page": String(query.page),
      "X-Page-Size": String(query.pageSize),
    });
    res.json(result.items.map(presentBankItem));
  });

  const bulk = { body: bulkImportFieldsSchema };
  router.post("/bulk-import", ...questionImportUpload(), validate(bulk), async (req, res) => {
    // The kind is read from the file's bytes; the form's `type` only names an interchange format the bytes do not show.
    const { type, visibility, ...defaults } = parsed(req, bulk).body;
    const user = currentUser(req);
    const file = uploadedFile(req);
    const format = interchangeFormatOf(file, type);
    const outcome = await inQuestionFileTurn(user.id, () =>
      format
        ? importInterchangeIntoBank(db, user, format, file!.bytes, defaults, visibility)
        : importBankFile(db, user, file, defaults, visibility),
    );
    res.json(presentBankImport(outcome));
  });

  // Chosen items in an interchange format (docs/product.md#22-question-interchange): only items the caller reads.
  const exportBody = { body: bankExportSchema };
  router.post("/export", validate(exportBody), async (req, res) => {
    const { ids, format } = parsed(req, exportBody).body;
    const user = currentUser(req);
    const items = await bank.readableBankItems(db, bankViewer(user), ids);
    const title = "Questões do banco";
    const written = await inQuestionFileTurn(user.id, () =>
      exportQuestions(db, user, items.map(bankItemToPortable), format, title),
    );
    sendInterchangeFile(res, title, format, written);
  });

  const create = { body: bankItemSchema };
  router.post("/", validate(create), async (req, res) => {
    res.status(201).json(presentBankItem(await bank.createBankItem(db, currentUser(req), parsed(req, create).body)));
  });

  const one = { params: uuidParam };
  router.get("/:id", validate(one), async (req, res) => {
    res.json(presentBankItem(await bank.findBankItemOrFail(db, bankViewer(currentUser(req)), parsed(req, one).params.id)));
  });

  const update = { params: uuidParam, body: bankItemUpdateSchema };
  router.put("/:id", validate(update), async (req, res) => {
    const { params, body } = parsed(req, update);
    const item = await bank.updateBankItem(db, currentUser(req), params.id, body);
    res.json(withRescored(presentBankItem(item), item.rescoredAttempts));
  });

  router.delete("/:id", validate(one), async (req, res) => {
    await bank.deleteBankItem(db, currentUser(req), parsed(req, one).params.id);
    res.status(204).end();
  });

  router.get("/:id/options", validate(one), async (req, res) => {
    res.json((await bank.listBankOptions(db, bankViewer(currentUser(req)), parsed(req, one).params.id)).map(presentOption));
  });

  const newOption = { params: uuidParam, body: bankOptionSchema };
  router.post("/:id/options", validate(newOption), async (req, res) => {
    const { params, body } = parsed(req, newOption);
    const option = await bank.addBankOption(db, currentUser(req), params.id, body);
    res.status(201).json(withRescored(presentOption(option), option.rescoredAttempts));
  });

  return router;
}

/** `/api/question-bank-options/{id}`. */
export function questionBankOptionsRouter(db: Database): Router {
  const router = Router();
  router.use(requireUser);
  const update = { params: uuidParam, body: bankOptionUpdateSchema };
  router.put("/:id", validate(update), async (req, res) => {
    const { params, body } = parsed(req, update);
    const option = await bank.updateBankOption(db, currentUser(req), params.id, body);
    res.json(withRescored(presentOption(option), option.rescoredAttempts));
  });
  const one = { params: uuidParam };
  router.delete("/:id", validate(one), async (req, res) => {
    await bank.deleteBankOption(db, currentUser(req), parsed(req, one).params.id);
    res.status(204).end();
  });
  return router;
}
