import { Router, type Request, type Response } from "express";
import { uuidParam } from "../../shared/schemas/fields";
import {
  answerSheetsQuery,
  paperAssignmentParams,
  paperAssignmentUpdateSchema,
  printPackQuery,
} from "../../shared/schemas/applications";
import { VERSION_LETTERS } from "../../shared/constants";
import { printLookQuery } from "../../shared/schemas/exams";
import { z } from "zod";
import type { Database } from "../db/client";
import { currentUser, requireUser } from "../http/auth";
import { attachmentNamed } from "../http/contentDisposition";
import { parsed, validate } from "../http/validate";
import { examScope } from "../policies/exams";
import { presentApplication } from "../presenters/applications";
import { applicationDetails } from "../services/applications/applications";
import { dataUrlSource, loadImages } from "../services/exports/inlineImages";
import { pdfUnavailable, type PdfRenderer } from "../services/exports/pdfRenderer";
import { changePaperStudent } from "../services/paper/changeStudent";
import * as prints from "../services/paper/paperPrints";
import { textsWithImages } from "./examExports";

const versionCopiesQuery = z.object({
  version: z.enum(VERSION_LETTERS, { error: "Versão inválida: use A, B, C ou D" }).optional(),
  ...printLookQuery,
});

/** What names a download: the exam's title and the classes it was printed for. */
const downloadName = (job: prints.PrintJob, classNames: string[]) => [job.exam.title, ...classNames].join(" ");

/**
 * `/api/applications/{id}/...` on paper (docs/product.md#23-paper-exams): the answer sheets, the
 * gabarito, the class pack, and each student's version and print before printing.
 */
export function paperPrintsRouter(db: Database, pdfRenderer?: PdfRenderer): Router {
  const router = Router();
  router.use(requireUser);

  /** The job, a renderer bound to the caller's turn, and the names of the classes printed. */
  async function prepare(req: Request, needsPaper: boolean, classId?: string) {
    const user = currentUser(req);
    const job = await prints.printJob(db, examScope(user, "read"), req.params.id as string, { needsPaper, classId });
    if (!pdfRenderer) throw pdfUnavailable();
    const render = (html: string) => pdfRenderer.render(html, user.id);
    const classNames = [...new Set(job.students.map((student) => student.className))];
    return { job, render, user, classNames };
  }

  const send = (res: Response, pdf: Buffer, name: string, prefix: string) => {
    res.set("Content-Disposition", attachmentNamed(name, "pdf", prefix));
    res.type("application/pdf").send(pdf);
  };

  const sheets = { params: uuidParam, query: answerSheetsQuery };
  router.get("/:id/answer-sheets.pdf", validate(sheets), async (req, res) => {
    const { query } = parsed(req, sheets);
    const { job, render, classNames } = await prepare(req, true, query.classId);
    const pdf = await prints.answerSheetsPdf(job, render, query);
    const printed = query.studentId ? job.students.filter((student) => student.studentId === query.studentId) : job.students;
    const name = query.studentId ? [job.exam.title, printed[0]?.name ?? ""].join(" ") : downloadName(job, classNames);
    send(res, pdf, name, query.generic ? "cartao-resposta-em-branco-" : "cartoes-resposta-");
  });

  const one = { params: uuidParam };
  router.get("/:id/answer-key.pdf", validate(one), async (req, res) => {
    const { job, render, classNames } = await prepare(req, false);
    send(res, await prints.applicationAnswerKeyPdf(job, classNames, render), job.exam.title, "gabarito-");
  });

  const pack = { params: uuidParam, query: printPackQuery.extend({ columns: printLookQuery.columns }) };
  router.get("/:id/print-pack.pdf", validate(pack), async (req, res) => {
    const { query } = parsed(req, pack);
    const { job, render, user, classNames } = await prepare(req, false, query.classId);
    if (job.application.mode === "paper") {
      const imageSource = dataUrlSource(await loadImages(db, user, textsWithImages(job.exam)));
      const pdf = await prints.paperPackPdf(job, render, imageSource, query.columns);
      return send(res, pdf, downloadName(job, classNames), "pacote-da-turma-");
    }
    const link = `${req.protocol}://${req.get("host")}/online/${job.exam.examCode}`;
    send(res, await prints.onlinePackPdf(db, job, link, render), job.exam.title, "codigos-de-acesso-");
  });

  const copies = { params: uuidParam, query: versionCopiesQuery };
  router.get("/:id/exam.pdf", validate(copies), async (req, res) => {
    const { query } = parsed(req, copies);
    const { job, render, user } = await prepare(req, false);
    const imageSource = dataUrlSource(await loadImages(db, user, textsWithImages(job.exam)));
    const look = { columns: query.columns, size: query.size, highContrast: query.contrast };
    const version = query.version === undefined ? undefined : VERSION_LETTERS.indexOf(query.version);
    const pdf = await prints.versionCopiesPdf(job, render, imageSource, { version, look });
    send(res, pdf, [job.exam.title, query.version ? `tipo ${query.version}` : ""].join(" "), "");
  });

  const change = { params: paperAssignmentParams, body: paperAssignmentUpdateSchema };
  router.patch("/:id/students/:studentId", validate(change), async (req, res) => {
    const { params, body } = parsed(req, change);
    const scope = examScope(currentUser(req));
    await changePaperStudent(db, scope, params.id, params.studentId, body);
    res.json(presentApplication(await applicationDetails(db, scope, params.id)));
  });

  return router;
}
