import { Router } from "express";
import { examAsPlainText } from "../../shared/examText";
import { uuidParam } from "../../shared/schemas/fields";
import { printQuerySchema } from "../../shared/schemas/exams";
import type { Database } from "../db/client";
import { currentUser, requireUser } from "../http/auth";
import { parsed, validate } from "../http/validate";
import { examScope } from "../policies/exams";
import { examWithQuestions } from "../services/exams";
import { renderPrintHtml } from "../services/exports/printHtml";

/** `/api/exams/{id}/export/...`: the exam printed, or as text for an online document. */
export function examExportsRouter(db: Database): Router {
  const router = Router();
  router.use(requireUser);

  const print = { params: uuidParam, query: printQuerySchema };
  router.get("/:id/export/pdf", validate(print), async (req, res) => {
    const { params, query } = parsed(req, print);
    const exam = await examWithQuestions(db, examScope(currentUser(req)), params.id);
    const html = renderPrintHtml(exam, {
      students: [{ name: query.studentName, className: query.className }],
      columns: query.columns,
      date: new Date(),
    });
    // The page only needs its own styles and the exam's stored images: nothing may run or load from elsewhere.
    res.set("Content-Security-Policy", "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'");
    res.type("html").send(html);
  });

  const one = { params: uuidParam };
  router.get("/:id/export/gdocs", validate(one), async (req, res) => {
    const exam = await examWithQuestions(db, examScope(currentUser(req)), parsed(req, one).params.id);
    res.json({ googleDocsData: { title: exam.title, content: examAsPlainText(exam) } });
  });

  return router;
}
