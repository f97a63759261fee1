import { Router } from "express";
import { interchangeImportFieldsSchema } from "../../shared/schemas/exams";
import { currentUser, requireUser } from "../http/auth";
import { questionImportUpload, uploadedFile } from "../http/upload";
import { parsed, validate } from "../http/validate";
import { presentExamQuestionsPreview } from "../presenters/imports";
import { previewExamQuestions } from "../services/imports/examQuestionsImport";
import { inQuestionFileTurn } from "../services/interchange/questionFileQueue";
import { previewInterchangeForExam } from "../services/interchange/examQuestions";
import { interchangeFormatOf } from "../services/interchange/formats";

/**
 * `/api/imports`: files read on the server for a screen to show before anything is saved.
 * `POST /exam-questions` reads the 'Importar Questões' file (multipart, field `file`) into
 * question drafts, or a Moodle XML, GIFT, Aiken or QTI file into the questions an exam would take
 * and the ones it would not (docs/product.md#22-question-interchange). It names no exam, so every staff member may call it, as every staff member may
 * create an exam; adding the drafts to an exam goes through that exam's batch route and its rule.
 */
export function importsRouter(): Router {
  const router = Router();
  router.use(requireUser);
  const examQuestions = { body: interchangeImportFieldsSchema };
  router.post("/exam-questions", ...questionImportUpload(), validate(examQuestions), async (req, res) => {
    const file = uploadedFile(req);
    const format = interchangeFormatOf(file, parsed(req, examQuestions).body.type);
    const preview = await inQuestionFileTurn(currentUser(req).id, () =>
      format ? previewInterchangeForExam(format, file!.bytes) : previewExamQuestions(file),
    );
    res.json(presentExamQuestionsPreview(preview));
  });
  return router;
}
