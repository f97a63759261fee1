import type { DescriptorReport } from "../../../shared/types/analysis";
import type { Database } from "../../db/client";
import { describeCodes, gradeFilterOf } from "../curriculum/search";

/**
 * The report with the catalogue's text under each code it knows for the exam's subject and grade
 * level (docs/product.md#21-curriculum-catalogue); a PAEB or free descriptor keeps its code alone.
 */
export async function withCatalogueTexts(
  db: Database,
  report: DescriptorReport,
  exam: { subject: string; gradeLevelId: string },
): Promise<DescriptorReport> {
  if (report.descriptors.length === 0) return report;
  const grade = await gradeFilterOf(db, exam.gradeLevelId);
  const entries = describeCodes(
    report.descriptors.map((descriptor) => descriptor.code),
    { subject: exam.subject, grade },
  );
  return {
    ...report,
    descriptors: report.descriptors.map((descriptor) => {
      const text = entries[descriptor.code]?.text;
      return text ? { ...descriptor, text } : descriptor;
    }),
  };
}
