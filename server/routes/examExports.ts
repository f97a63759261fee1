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
import { copiesPdf } from "../services/exports/printCopies";
import { answerKeyPdf } from "../services/paper/paperPrints";
import { renderPrintHtml } from "../services/exports/printHtml";
import { NORMAL_LOOK, printedCopy, type PrintedCopy } from "../services/exports/printModel";

type Exam = Awaited<ReturnType<typeof examWithQuestions>>;

/** Every text of an exam that may hold a stored image, and the logo. */
export const textsWithImages = (exam: Pick<Exam, "schoolLogo" | "questions">) => [
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

  async function sendPdf(req: Request, res: Response, exam: Exam, copies: PrintedCopy[]) {
    if (!pdfRenderer) throw pdfUnavailable();
    const user = currentUser(req);
    const imageSource = dataUrlSource(await loadImages(db, user, textsWithImages(exam)));
    const render = (html: string) => pdfRenderer.render(html, user.id);
    const pdf = await copiesPdf(copies, render, imageSource, { title: exam.title, date: exam.updatedAt });
    res.set("Content-Disposition", attachmentNamed(exam.title, "pdf"));
    res.type("application/pdf").send(pdf);
  }

  const print = { params: uuidParam, query: printQuerySchema };
  router.get("/:id/export/pdf", validate(print), async (req, res) => {
    const { params, query } = parsed(req, print);
    const exam = await examWithQuestions(db, examScope(currentUser(req), "read"), params.id);
    const look = { columns: query.columns, size: query.size, highContrast: query.contrast };
    const copy = printedCopy(exam, { studentName: query.studentName, className: query.className }, look);
    if (query.format === "pdf" || req.accepts(["text/html", "application/pdf"]) === "application/pdf") {
      return sendPdf(req, res, exam, [copy]);
    }
    // The page only needs its own styles and the exam's stored images: nothing may run or load from elsewhere.
    res.set("Content-Security-Policy", "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'");
    res.type("html").send(renderPrintHtml([copy]));
  });

  const classCopies = { params: uuidParam, body: classPrintSchema };
  router.post("/:id/export/class-pdf", validate(classCopies), async (req, res) => {
    const { params, body } = parsed(req, classCopies);
    const exam = await examWithQuestions(db, examScope(currentUser(req), "read"), params.id);
    const look = { ...NORMAL_LOOK, columns: body.columns };
    const copies = body.names.map((name) => printedCopy(exam, { studentName: name, className: body.className }, look));
    await sendPdf(req, res, exam, copies);
  });

  const one = { params: uuidParam };
  // The teacher's gabarito of the exam as written (an application's versions have their own).
  router.get("/:id/export/answer-key", validate(one), async (req, res) => {
    const user = currentUser(req);
    const exam = await examWithQuestions(db, examScope(user, "read"), parsed(req, one).params.id);
    if (!pdfRenderer) throw pdfUnavailable();
    const versions = {
      count: 1,
      plan: { seed: 0, shuffleQuestions: false, shuffleOptions: false },
      classNames: exam.className ? [exam.className] : [],
      date: exam.updatedAt,
    };
    const pdf = await answerKeyPdf(exam, versions, (html) => pdfRenderer.render(html, user.id));
    res.set("Content-Disposition", attachmentNamed(exam.title, "pdf", "gabarito-"));
    res.type("application/pdf").send(pdf);
  });

  router.get("/:id/export/docx", validate(one), async (req, res) => {
    const exam = await examWithQuestions(db, examScope(currentUser(req), "read"), parsed(req, one).params.id);
    const images = await loadImages(db, currentUser(req), textsWithImages(exam));
    const document = await examDocx(printedCopy(exam, {}, NORMAL_LOOK), images);
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
