import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { turnTaker } from "../common/turns";
import { continuationMark, type Continuation } from "./continuations";

/**
 * Puts rendered PDFs together page by page (a class pack: each student's copy, then their answer
 * sheet) and stamps each copy's footer: 'Página N de M' counted within the copy, the exam code and
 * the version. Chromium counts the pages of a whole document, so a document holding many copies
 * cannot number each one itself (docs/architecture.md#10-exports-and-the-pdf-render-queue). Pages copied this
 * way lose the document's tags (the formulas' spoken text), so a single copy is never put together here.
 */

export interface PageRun {
  /** Index into the rendered documents. */
  document: number;
  firstPage: number;
  pageCount: number;
  /** Stamped on every page of the run, numbered within it; none for an answer sheet. */
  footer?: { examCode: string | null; version: string | null };
  /** Where the run's content goes on past a page or column (findContinuations), in a layout of `columns`. */
  continued?: { columns: 1 | 2; at: Continuation[] };
}

export interface PdfMetadata {
  title: string;
  /** Fixed dates keep the same pack byte for byte identical when it is printed again. */
  date: Date;
}

const FOOTER_SIZE = 9;
const FOOTER_Y = 24;
const SIDE = 42;

function stamp(page: PDFPage, font: PDFFont, bold: PDFFont, footer: NonNullable<PageRun["footer"]>, number: number, of: number) {
  const { width } = page.getSize();
  const black = rgb(0, 0, 0);
  const centre = `Página ${number} de ${of}`;
  if (footer.examCode)
    page.drawText(`Código ${footer.examCode}`, { x: SIDE, y: FOOTER_Y, size: FOOTER_SIZE, font, color: black });
  page.drawText(centre, {
    x: (width - font.widthOfTextAtSize(centre, FOOTER_SIZE)) / 2,
    y: FOOTER_Y,
    size: FOOTER_SIZE,
    font,
    color: black,
  });
  if (footer.version) {
    const version = `Tipo ${footer.version}`;
    const size = FOOTER_SIZE + 1;
    page.drawText(version, {
      x: width - SIDE - bold.widthOfTextAtSize(version, size),
      y: FOOTER_Y,
      size,
      font: bold,
      color: black,
    });
  }
}

/** '(continua)' under each part of a copy that goes on to the next page or column. */
export function markContinuations(pages: PDFPage[], italic: PDFFont, continued: NonNullable<PageRun["continued"]>) {
  for (const { page, column } of continued.at) {
    const { right, y } = continuationMark(continued.columns, column);
    const text = "(continua)";
    pages[page].drawText(text, {
      x: right - italic.widthOfTextAtSize(text, FOOTER_SIZE),
      y,
      size: FOOTER_SIZE,
      font: italic,
      color: rgb(0, 0, 0),
    });
  }
}

/** An empty PDF with the app's name and fixed dates, so the same print is the same bytes. */
export async function newPdf(metadata: PdfMetadata): Promise<PDFDocument> {
  const output = await PDFDocument.create({ updateMetadata: false });
  output.setTitle(metadata.title);
  output.setCreator("Avaliações Inteligentes");
  output.setProducer("Avaliações Inteligentes");
  output.setCreationDate(metadata.date);
  output.setModificationDate(metadata.date);
  return output;
}

/** One PDF of the runs in order; every page of a document is used by one run at most. */
export async function assemblePdf(documents: Uint8Array[], runs: PageRun[], metadata: PdfMetadata): Promise<Buffer> {
  // Packs hold hundreds of pages: other requests get their turn between documents and runs.
  const takeTurn = turnTaker();
  const output = await newPdf(metadata);
  const font = await output.embedFont(StandardFonts.Helvetica);
  const bold = await output.embedFont(StandardFonts.HelveticaBold);
  const italic = await output.embedFont(StandardFonts.HelveticaOblique);

  // Each source's pages are copied in one call, so the fonts and images they share are copied once.
  const copied: Array<Map<number, PDFPage>> = [];
  for (const [index, bytes] of documents.entries()) {
    const wanted = runs
      .filter((run) => run.document === index)
      .flatMap((run) => Array.from({ length: run.pageCount }, (_, page) => run.firstPage + page));
    const source = await PDFDocument.load(bytes, { updateMetadata: false });
    const pages = await output.copyPages(source, wanted);
    copied.push(new Map(wanted.map((page, position) => [page, pages[position]])));
    await takeTurn();
  }

  for (const run of runs) {
    await takeTurn();
    const pages = Array.from({ length: run.pageCount }, (_, offset) => copied[run.document].get(run.firstPage + offset)!);
    pages.forEach((page, offset) => {
      output.addPage(page);
      if (run.footer) stamp(page, font, bold, run.footer, offset + 1, run.pageCount);
    });
    if (run.continued) markContinuations(pages, italic, run.continued);
  }
  return Buffer.from(await output.save());
}

/**
 * How many pages a PDF has. Chromium writes each page's dictionary as plain text, so counting them
 * is enough and costs milliseconds where parsing the whole file (hundreds of answer sheets) would
 * take a second; a file whose objects are compressed in streams is parsed.
 */
export async function pageCountOf(bytes: Uint8Array): Promise<number> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  if (!text.includes("/ObjStm")) return text.match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
  return (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
}

/**
 * A single copy as Chromium rendered it, with '(continua)' written where it goes on. The document is
 * changed in place, not rebuilt, so it keeps its tags (the formulas' spoken text).
 */
export async function withContinuations(pdf: Buffer, continued: NonNullable<PageRun["continued"]>): Promise<Buffer> {
  if (continued.at.length === 0) return pdf;
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  markContinuations(document.getPages(), await document.embedFont(StandardFonts.HelveticaOblique), continued);
  return Buffer.from(await document.save());
}
