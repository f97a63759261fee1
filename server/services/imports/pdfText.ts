import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { loadPdfjs } from "./pdfjs";

/**
 * The text lines of a PDF, page by page, with pdfjs-dist (pure JavaScript; the legacy build is
 * the one meant for Node). Lines are rebuilt from the text items' positions, since a PDF stores
 * positioned runs of text, not lines.
 */

export class PdfReadError extends Error {}

export const INVALID_PDF = "Arquivo PDF inválido.";
export const PROTECTED_PDF = "PDF protegido por senha: remova a senha e envie de novo.";

// Fonts a PDF names but does not embed; with them pdfjs reads their text without warnings.
const pdfjsFolder = dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));

type TextContent = Awaited<ReturnType<PDFPageProxy["getTextContent"]>>;
export type TextItem = Extract<TextContent["items"][number], { str: string }>;

/** A PDF opened with pdfjs (no fonts loaded, no code evaluated); the caller destroys it. */
export async function openPdf(buffer: Uint8Array) {
  const { getDocument, VerbosityLevel } = await loadPdfjs();
  const task = getDocument({
    data: new Uint8Array(buffer),
    verbosity: VerbosityLevel.ERRORS,
    isEvalSupported: false,
    disableFontFace: true,
    standardFontDataUrl: join(pdfjsFolder, "standard_fonts/"),
    cMapUrl: join(pdfjsFolder, "cmaps/"),
    cMapPacked: true,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy();
    throw new PdfReadError((error as Error).name === "PasswordException" ? PROTECTED_PDF : INVALID_PDF);
  }
}

/** The text items of a page, with their positions. */
export async function pageTextItems(page: PDFPageProxy): Promise<TextItem[]> {
  const content = await page.getTextContent();
  page.cleanup();
  return content.items.filter((item): item is TextItem => "str" in item);
}

export async function* pdfLines(buffer: Buffer): AsyncGenerator<string[]> {
  const document = await openPdf(new Uint8Array(buffer));
  try {
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber += 1) {
      yield linesOf(await pageTextItems(await document.getPage(pageNumber)));
    }
  } finally {
    await document.destroy();
  }
}

function linesOf(items: TextItem[]): string[] {
  const lines: string[] = [];
  let line = "";
  let lineY: number | undefined;
  let previousEnd: number | undefined;
  const breakLine = () => {
    if (line.trim()) lines.push(line.replace(/\s+/g, " ").trim());
    line = "";
    lineY = undefined;
    previousEnd = undefined;
  };

  for (const item of items) {
    const [, , , fontHeight, x, y] = item.transform;
    if (lineY !== undefined && item.str && Math.abs(y - lineY) > Math.abs(fontHeight) / 2) breakLine();
    if (item.str) {
      // Runs of one line can arrive without the space between them; a horizontal gap means one.
      if (previousEnd !== undefined && x - previousEnd > 1 && !/\s$/.test(line) && !/^\s/.test(item.str)) line += " ";
      line += item.str;
      lineY ??= y;
      previousEnd = x + item.width;
    }
    if (item.hasEOL) breakLine();
  }
  breakLine();
  return lines;
}
