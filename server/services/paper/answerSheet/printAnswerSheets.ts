import { pageCountOf, type PdfMetadata } from "../../exports/pdfPages";
import type { RenderHtml } from "../../exports/printCopies";
import { renderSheetTemplatesHtml } from "./answerSheetHtml";
import { stampSheets, type StampedSheet } from "./stampedSheets";
import type { AnswerSheetData } from "./types";

/** A sheet's page: everything but what is the student's own (stamped on it), so one page serves a whole version. */
const templateOf = (sheet: AnswerSheetData): AnswerSheetData => ({
  ...sheet,
  student: sheet.student && { name: "", registrationNumber: null },
  className: sheet.student ? null : sheet.className,
  code: "",
});

/**
 * Answer sheets as one PDF, a page each: Chromium draws each distinct page once (a version's, or
 * the blank generic sheet) and every sheet is stamped on its page (stampedSheets.ts).
 */
export async function printAnswerSheets(sheets: AnswerSheetData[], render: RenderHtml, metadata: PdfMetadata): Promise<Buffer> {
  const pageOfTemplate = new Map<string, number>();
  const templates: AnswerSheetData[] = [];
  const stamped: StampedSheet[] = sheets.map((sheet) => {
    const template = templateOf(sheet);
    const key = JSON.stringify(template);
    let page = pageOfTemplate.get(key);
    if (page === undefined) {
      page = templates.push(template) - 1;
      pageOfTemplate.set(key, page);
    }
    return { page, sheet };
  });
  const pdf = await render(renderSheetTemplatesHtml(templates));
  // A page that took more than one sheet would misplace every mark after it.
  const pages = await pageCountOf(pdf);
  if (pages !== templates.length) throw new Error(`${templates.length} answer-sheet pages rendered as ${pages}`);
  return stampSheets(pdf, stamped, metadata);
}
