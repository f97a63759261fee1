import { QUESTION_CODE_FIELDS } from "../../../shared/responses/analysis";
import type { DescriptorReport, QuestionCode } from "../../../shared/types/analysis";
import type { Database } from "../../db/client";
import { describeCodes, gradeFilterOf } from "../curriculum/search";

/** Where a text is looked up: an exam's subject and grade level choose among entries sharing a code (D17). */
export interface CatalogueContext {
  subject: string;
  gradeLevelId: string;
}

/** The code fields of a question, as stored: the free descriptor is empty rather than null. */
export type CodedQuestion = Record<(typeof QUESTION_CODE_FIELDS)[number], string | null>;

/**
 * The catalogue's text of each code it knows for the exam's subject and grade level
 * (docs/product.md#21-curriculum-catalogue), keyed by the code trimmed; a PAEB, state or free code
 * has none. One grade level read, whatever the number of codes.
 */
export async function catalogueTexts(
  db: Database,
  codes: Array<string | null | undefined>,
  exam: CatalogueContext,
): Promise<Map<string, string>> {
  const wanted = [...new Set(codes.map((code) => code?.trim()).filter((code): code is string => !!code))];
  const texts = new Map<string, string>();
  if (wanted.length === 0) return texts;
  const grade = await gradeFilterOf(db, exam.gradeLevelId);
  for (const [code, entry] of Object.entries(describeCodes(wanted, { subject: exam.subject, grade })))
    if (entry) texts.set(code, entry.text);
  return texts;
}

/** Every code of the questions, for one `catalogueTexts` lookup. */
export const codesOf = (questions: CodedQuestion[]) =>
  questions.flatMap((question) => QUESTION_CODE_FIELDS.map((field) => question[field]));

/** A question's filled code fields in the forms' order, each with its text when the catalogue has one. */
export function questionCodes(question: CodedQuestion, texts: Map<string, string>): QuestionCode[] {
  return QUESTION_CODE_FIELDS.flatMap((field) => {
    const code = question[field]?.trim();
    if (!code) return [];
    const text = texts.get(code);
    return [text ? { field, code, text } : { field, code }];
  });
}

/** The report with the catalogue's text under each descriptor it knows; a PAEB or free descriptor keeps its code alone. */
export async function withCatalogueTexts(
  db: Database,
  report: DescriptorReport,
  exam: CatalogueContext,
): Promise<DescriptorReport> {
  if (report.descriptors.length === 0) return report;
  const texts = await catalogueTexts(
    db,
    report.descriptors.map((descriptor) => descriptor.code),
    exam,
  );
  return {
    ...report,
    descriptors: report.descriptors.map((descriptor) => {
      const text = texts.get(descriptor.code);
      return text ? { ...descriptor, text } : descriptor;
    }),
  };
}
