import { Router } from "express";
import { requireUser } from "../http/auth";
import { importUpload, uploadedFile } from "../http/upload";
import { presentExamQuestionsPreview } from "../presenters/imports";
import { previewExamQuestions } from "../services/imports/examQuestionsImport";

/**
 * `/api/imports`: files read on the server for a screen to show before anything is saved.
 * `POST /exam-questions` reads the 'Importar Questões' file (multipart, field `file`) into
 * question drafts. It names no exam, so every staff member may call it, as every staff member may
 * create an exam; adding the drafts to an exam goes through that exam's batch route and its rule.
 */
export function importsRouter(): Router {
  const router = Router();
  router.use(requireUser);
  router.post("/exam-questions", importUpload(), async (req, res) => {
    res.json(presentExamQuestionsPreview(await previewExamQuestions(uploadedFile(req))));
  });
  return router;
}
