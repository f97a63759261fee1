import { Router } from "express";
import { uuidParam } from "../../shared/schemas/fields";
import type { Database } from "../db/client";
import { currentUser, requireUser } from "../http/auth";
import { attachmentNamed } from "../http/contentDisposition";
import { parsed, validate } from "../http/validate";
import { isSupervisor, permit } from "../policies/roles";
import { classReportQuerySchema, schoolReportQuerySchema } from "../../shared/schemas/learning";
import { presentClassReport, presentSchoolReport, presentStudentReport } from "../presenters/learning";
import type { ReadCache } from "../services/cache/readCache";
import type { PdfRenderer } from "../services/exports/pdfRenderer";
import { studentReportPdf } from "../services/learning/boletim";
import { classReport } from "../services/learning/classReport";
import { examReport } from "../services/learning/examReport";
import { examReportXlsx } from "../services/learning/examReportExport";
import { schoolReport } from "../services/learning/schoolReport";
import { schoolReportXlsx } from "../services/learning/schoolReportExport";
import { studentReport } from "../services/learning/studentReport";

/**
 * A student's learning (docs/product.md#25-learning-reports): `GET /api/students/{id}/report` and
 * the boletim for the family, `GET /api/students/{id}/report/pdf`. Whoever reads the student's
 * roster reads them; the service keeps to the classes the caller reaches.
 */
export function studentLearningRouter(db: Database, pdfRenderer?: PdfRenderer): Router {
  const router = Router();
  router.use(requireUser);
  const one = { params: uuidParam };

  router.get("/:id/report", validate(one), async (req, res) => {
    res.json(presentStudentReport(await studentReport(db, currentUser(req), parsed(req, one).params.id)));
  });

  router.get("/:id/report/pdf", validate(one), async (req, res) => {
    const actor = currentUser(req);
    const { report, pdf } = await studentReportPdf(db, actor, parsed(req, one).params.id, pdfRenderer);
    res.set("Content-Disposition", attachmentNamed(report.student.name, "pdf", "boletim-"));
    res.type("application/pdf").send(pdf);
  });

  return router;
}

/**
 * A class over a term (docs/product.md#25-learning-reports): `GET /api/classes/{id}/report?year=&term=&passingGrade=`.
 * Whoever reads the class's roster reads it.
 */
export function classLearningRouter(db: Database): Router {
  const router = Router();
  router.use(requireUser);
  const request = { params: uuidParam, query: classReportQuerySchema };
  router.get("/:id/report", validate(request), async (req, res) => {
    const { params, query } = parsed(req, request);
    res.json(presentClassReport(await classReport(db, currentUser(req), params.id, query)));
  });
  return router;
}

/**
 * One exam across its schools and classes (docs/product.md#25-learning-reports):
 * `GET /api/exams/{id}/report` and the same as a workbook, `GET /api/exams/{id}/report/export`.
 * For coordinators, principals and administrators; refused to professors before anything is read.
 */
export function examLearningRouter(db: Database, cache: ReadCache): Router {
  const router = Router();
  router.use(requireUser);
  const one = { params: uuidParam };
  const supervisors = permit(isSupervisor);
  router.get("/:id/report", supervisors, validate(one), async (req, res) => {
    res.json(await examReport(db, currentUser(req), parsed(req, one).params.id, cache));
  });
  router.get("/:id/report/export", supervisors, validate(one), async (req, res) => {
    const report = await examReport(db, currentUser(req), parsed(req, one).params.id, cache);
    res.set("Content-Disposition", attachmentNamed(report.exam.title, "xlsx", "relatorio-"));
    res.type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet").send(await examReportXlsx(report));
  });
  return router;
}

/**
 * A school's skills over a term (docs/product.md#25-learning-reports):
 * `GET /api/schools/{id}/report?year=&term=&gradeLevelId=&subject=` and the same as a workbook,
 * `.../report/export`. For the school's coordinators and principals and the administrators;
 * refused to professors before anything is read.
 */
export function schoolLearningRouter(db: Database): Router {
  const router = Router();
  router.use(requireUser);
  const request = { params: uuidParam, query: schoolReportQuerySchema };
  const supervisors = permit(isSupervisor);
  router.get("/:id/report", supervisors, validate(request), async (req, res) => {
    const { params, query } = parsed(req, request);
    res.json(presentSchoolReport(await schoolReport(db, currentUser(req), params.id, query)));
  });
  router.get("/:id/report/export", supervisors, validate(request), async (req, res) => {
    const { params, query } = parsed(req, request);
    const report = await schoolReport(db, currentUser(req), params.id, query);
    res.set(
      "Content-Disposition",
      attachmentNamed(`${report.school.name} ${report.term.name} ${report.term.year}`, "xlsx", "descritores-"),
    );
    res.type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet").send(await schoolReportXlsx(report));
  });
  return router;
}
