import type { Database } from "../../db/client";
import { listSchools } from "../../db/queries/organizations";
import type { ScopedActor } from "../../policies/exams";
import { renderBoletimHtml } from "../exports/boletimHtml";
import { pdfUnavailable, type PdfRenderer } from "../exports/pdfRenderer";
import { studentReport } from "./studentReport";

/** The student's boletim as a PDF, rendered in the shared queue under the caller's turn. */
export async function studentReportPdf(db: Database, actor: ScopedActor, id: string, renderer: PdfRenderer | undefined) {
  const report = await studentReport(db, actor, id);
  if (!renderer) throw pdfUnavailable();
  const [school] = await listSchools(db, { id: report.student.schoolId });
  const html = renderBoletimHtml(
    report,
    { name: school.name, address: school.address, phone: school.phone, email: school.email },
    new Date(),
  );
  return { report, pdf: await renderer.render(html, actor.id) };
}
