import { Router, type Request, type Response } from "express";
import { uuidParam } from "../../shared/schemas/fields";
import { classPrintSchema, interchangeExportParams, printQuerySchema } from "../../shared/schemas/exams";
import type { Database } from "../db/client";
import { currentUser, requireUser } from "../http/auth";
import { attachmentNamed } from "../http/contentDisposition";
import { sendInterchangeFile } from "../http/interchangeFile";
import { parsed, validate } from "../http/validate";
import { examScope } from "../policies/exams";
import { presentGoogleDocsExport } from "../presenters/exams";
import { examWithQuestions } from "../services/exams/exams";
import { examDocx } from "../services/exports/docx/examDocx";
import { examQuestionToPortable, exportQuestions } from "../services/interchange/exports";
import { inQuestionFileTurn } from "../services/interchange/questionFileQueue";
import { dataUrlSource, loadImages } from "../services/exports/inlineImages";
import { pdfUnavailable, type PdfRenderer } from "../services/exports/pdfRenderer";
import { renderPrintHtml, type PrintOptions } from "../services/exports/printHtml";

type Exam = Awaited<ReturnType<typeof examWithQuestions>>;

const textsWithImages = (exam: Exam) => [
  exam.schoolLogo,
  ...exam.questions.flatMap((question) => [
    question.questionText,
    question.imageUrl,
    ...question.options.map((option) => option.optionText),
  ]),
];

/**
 * `/api/exams/{id}/export/...`: the exam printed (page or PDF), as Word, as text for an online
 * document, or in a question interchange format.
 */
export function examExportsRouter(db: Database, pdfRenderer?: PdfRenderer): Router {
  const router = Router();
  router.use(requireUser);

  async function sendPdf(req: Request, res: Response, exam: Exam, options: Omit<PrintOptions, "imageSource">) {
    if (!pdfRenderer) throw pdfUnavailable();
    const imageSource = dataUrlSource(await loadImages(db, currentUser(req), textsWithImages(exam)));
    const pdf = await pdfRenderer.render(renderPrintHtml(exam, { ...options, imageSource }), currentUser(req).id);
    res.set("Content-Disposition", attachmentNamed(exam.title, "pdf"));
    res.type("application/pdf").send(pdf);
  }

  const print = { params: uuidParam, query: printQuerySchema };
  router.get("/:id/export/pdf", validate(print), async (req, res) => {
    const { params, query } = parsed(req, print);
    const exam = await examWithQuestions(db, examScope(currentUser(req), "read"), params.id);
    const options = {
      students: [{ name: query.studentName, className: query.className }],
      columns: query.columns,
      date: new Date(),
    };
    if (query.format === "pdf" || req.accepts(["text/html", "application/pdf"]) === "application/pdf") {
      return sendPdf(req, res, exam, options);
    }
    // The page only needs its own styles and the exam's stored images: nothing may run or load from elsewhere.
    res.set("Content-Security-Policy", "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'");
    res.type("html").send(renderPrintHtml(exam, options));
  });

  const classCopies = { params: uuidParam, body: classPrintSchema };
  router.post("/:id/export/class-pdf", validate(classCopies), async (req, res) => {
    const { params, body } = parsed(req, classCopies);
    const exam = await examWithQuestions(db, examScope(currentUser(req), "read"), params.id);
    const students = body.names.map((name) => ({ name, className: body.className }));
    await sendPdf(req, res, exam, { students, columns: body.columns, date: new Date() });
  });

  const one = { params: uuidParam };
  router.get("/:id/export/docx", validate(one), async (req, res) => {
    const exam = await examWithQuestions(db, examScope(currentUser(req), "read"), parsed(req, one).params.id);
    const document = await examDocx(exam, await loadImages(db, currentUser(req), textsWithImages(exam)));
    res.set("Content-Disposition", attachmentNamed(exam.title, "docx"));
    res.type("application/vnd.openxmlformats-officedocument.wordprocessingml.document").send(document);
  });

  router.get("/:id/export/gdocs", validate(one), async (req, res) => {
    const exam = await examWithQuestions(db, examScope(currentUser(req), "read"), parsed(req, one).params.id);
    res.json(presentGoogleDocsExport(exam));
  });

  // Moodle XML, GIFT, Aiken, QTI 3.0 and 2.1 (docs/product.md#22-question-interchange); after the routes above.
  const interchange = { params: interchangeExportParams };
  router.get("/:id/export/:format", validate(interchange), async (req, res) => {
    const { id, format } = parsed(req, interchange).params;
    const user = currentUser(req);
    const exam = await examWithQuestions(db, examScope(user, "read"), id);
    const questions = exam.questions.map((question, index) => examQuestionToPortable(question, index + 1));
    const written = await inQuestionFileTurn(user.id, () => exportQuestions(db, user, questions, format, exam.title));
    sendInterchangeFile(res, exam.title, format, written);
  });

  return router;
}
