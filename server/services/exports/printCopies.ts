import { findContinuations } from "./continuations";
import { assemblePdf, pageCountOf, withContinuations, type PageRun } from "./pdfPages";
import type { PrintedCopy } from "./printModel";
import { renderPrintHtml } from "./printHtml";

/** Renders one HTML document to a PDF (the queued Chromium renderer, bound to the caller). */
export type RenderHtml = (html: string) => Promise<Buffer>;

/** Rendered copies: the documents and, in the copies' order, the pages each copy takes. */
export interface RenderedCopies {
  documents: Buffer[];
  runs: PageRun[];
}

/** Copies that differ only in the student's name and number look alike on paper and take the same pages. */
const layoutKey = (copy: PrintedCopy) =>
  JSON.stringify({ ...copy, fields: copy.fields.map((field) => (field.personal ? field.label : field)) });

/**
 * Renders copies of an exam with as few Chromium renders as possible: the copies that look alike
 * (same version, print size, class) go in one document, whose pages are then shared out evenly.
 * Should a group's pages not share out evenly (a name that still changed the layout), each copy of
 * that group is rendered on its own, so no copy ever gets another's page.
 */
export async function renderCopies(
  copies: PrintedCopy[],
  render: RenderHtml,
  imageSource: (path: string) => string,
  firstDocument = 0,
): Promise<RenderedCopies> {
  const groups = new Map<string, number[]>();
  copies.forEach((copy, index) => {
    const key = layoutKey(copy);
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });

  const documents: Buffer[] = [];
  const runs: PageRun[] = new Array(copies.length);
  const html = (members: number[]) =>
    renderPrintHtml(
      members.map((index) => copies[index]),
      { imageSource, marginFooter: false },
    );
  const footerOf = (copy: PrintedCopy) => ({ examCode: copy.footerCode, version: copy.version });

  for (const members of groups.values()) {
    const pdf = await render(html(members));
    const pages = await pageCountOf(pdf);
    const columns = copies[members[0]].look.columns;
    if (pages % members.length === 0) {
      const perCopy = pages / members.length;
      const document = firstDocument + documents.push(pdf) - 1;
      // Alike copies break alike: the first one's continuations hold for all.
      const continued = { columns, at: await findContinuations(pdf, 0, perCopy, columns) };
      members.forEach((index, position) => {
        runs[index] = { document, firstPage: position * perCopy, pageCount: perCopy, footer: footerOf(copies[index]), continued };
      });
      continue;
    }
    for (const index of members) {
      const alone = await render(html([index]));
      const document = firstDocument + documents.push(alone) - 1;
      const pageCount = await pageCountOf(alone);
      const continued = { columns, at: await findContinuations(alone, 0, pageCount, columns) };
      runs[index] = { document, firstPage: 0, pageCount, footer: footerOf(copies[index]), continued };
    }
  }
  return { documents, runs };
}

/**
 * Copies of an exam as one PDF, each numbered 'Página N de M' within itself. One copy is Chromium's
 * own document, footers from the page margin, tagged for screen readers (formulas keep their spoken text).
 */
export async function copiesPdf(
  copies: PrintedCopy[],
  render: RenderHtml,
  imageSource: (path: string) => string,
  metadata: { title: string; date: Date },
): Promise<Buffer> {
  if (copies.length === 1) {
    const pdf = await render(renderPrintHtml(copies, { imageSource }));
    const { columns } = copies[0].look;
    return withContinuations(pdf, { columns, at: await findContinuations(pdf, 0, await pageCountOf(pdf), columns) });
  }
  const { documents, runs } = await renderCopies(copies, render, imageSource);
  return assemblePdf(documents, runs, metadata);
}
