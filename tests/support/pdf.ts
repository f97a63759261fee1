import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll } from "vitest";
import { createPdfRenderer, findChromium, type PdfRenderer } from "../../server/services/exports/pdfRenderer";
import { loadPdfjs } from "../../server/services/imports/pdfjs";
import { scratchFolder } from "./scratchFolder";
import { useTestApp } from "./testApp";

/** The system's Chromium, which the PDF tests need: without it they say how to get it rather than skip. */
export function requireChromium(): string {
  const chromium = findChromium();
  if (!chromium) throw new Error("Chromium não encontrado: instale o pacote chromium ou defina CHROMIUM_PATH.");
  return chromium;
}

/** A renderer on the system's Chromium, closed when the file's tests are done. Call it at the top of the file. */
export function usePdfRenderer(): PdfRenderer {
  const renderer = createPdfRenderer(requireChromium());
  afterAll(() => renderer.close());
  return renderer;
}

/**
 * For a test file about PDFs: an app that renders them, an app without a renderer (to see the
 * HTML fallback) and the text of a PDF as `pdftotext -layout` reads it. Call it at the top of the file.
 */
export function usePdfTestApps(name: string) {
  const renderer = usePdfRenderer();
  const app = useTestApp({ pdfRenderer: renderer });
  const noPdf = useTestApp();
  const folder = scratchFolder(name);
  const pdfText = (pdf: Buffer): string => {
    const file = join(folder, `${randomBytes(5).toString("hex")}.pdf`);
    writeFileSync(file, pdf);
    return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  };
  return { app, noPdf, pdfText, renderer };
}

interface StructNode {
  role?: string;
  alt?: string;
  children?: StructNode[];
}

/** The alternative texts of a tagged PDF's figures, page after page, as a PDF reader finds them. */
export async function pdfFigureAlternatives(pdf: Buffer): Promise<string[]> {
  const pdfjs = await loadPdfjs();
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const found: string[] = [];
  const visit = (node: StructNode) => {
    if (node.role === "Figure" && node.alt !== undefined) found.push(node.alt);
    node.children?.forEach(visit);
  };
  for (let number = 1; number <= document.numPages; number++) {
    const tree = await (await document.getPage(number)).getStructTree();
    if (tree) visit(tree as StructNode);
  }
  await document.destroy();
  return found;
}
