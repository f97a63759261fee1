import { Router } from "express";
import { uuidParam } from "../../shared/schemas/fields";
import { studentDataExportQuerySchema } from "../../shared/schemas/studentData";
import type { Database } from "../db/client";
import { currentUser, requireUser } from "../http/auth";
import { attachmentNamed } from "../http/contentDisposition";
import { parsed, validate } from "../http/validate";
import { isSupervisor, permit } from "../policies/roles";
import { presentStudentDataExport } from "../presenters/studentData";
import type { PdfRenderer } from "../services/exports/pdfRenderer";
import { exportStudentData } from "../services/students/dataExport";
import { eraseStudent } from "../services/students/erasure";

/**
 * A student's data under the LGPD (docs/product.md#194-student-data-and-the-audit-log): `GET
 * /api/students/{id}/data-export` (JSON or PDF, as a download) and `POST /api/students/{id}/erase`.
 * The same people as the roster's writes: the school's coordinators and principals, and administrators.
 */
export function studentDataRouter(db: Database, pdfRenderer?: PdfRenderer): Router {
  const router = Router();
  router.use(requireUser);
  // Professors never reach a student's data: refused before the query is read.
  const manage = permit(isSupervisor);

  const download = { params: uuidParam, query: studentDataExportQuerySchema };
  router.get("/:id/data-export", manage, validate(download), async (req, res) => {
    const { params, query } = parsed(req, download);
    const { data, pdf } = await exportStudentData(db, currentUser(req), params.id, query.format, pdfRenderer);
    res.set("Content-Disposition", attachmentNamed(data.student.name, query.format, "dados-"));
    if (pdf) res.type("application/pdf").send(pdf);
    else res.json(presentStudentDataExport(data));
  });

  const one = { params: uuidParam };
  router.post("/:id/erase", manage, validate(one), async (req, res) => {
    await eraseStudent(db, currentUser(req), parsed(req, one).params.id);
    res.status(204).end();
  });

  return router;
}
