import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import { QR_SQUARE, grown, questionBubbles } from "../../server/services/paper/answerSheet/layout";
import { encodeJpeg } from "../../scripts/omr/corpus/encode";
import { drawMark, type MarkKind } from "../../scripts/omr/corpus/marks";
import { createRng } from "../../scripts/omr/corpus/random";
import type { RgbImage } from "../../scripts/omr/corpus/raster";

/**
 * Printed answer sheets filled in and scanned, for tests of their reading: a page of the sheets' PDF
 * drawn at 150 dpi, marks drawn on its bubbles as students make them, and the pages put back into a
 * PDF as a copier's "scan to PDF" does (a JPEG per page).
 */

export const SCAN_DPI = 150;
const FRAME = { pxPerMm: SCAN_DPI / 25.4, offsetX: 0, offsetY: 0 };

function parsePpm(bytes: Buffer): RgbImage {
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.toString("latin1", 0, 64))!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  return { width, height, data: new Uint8Array(bytes.subarray(header[0].length, header[0].length + width * height * 3)) };
}

/** Page `page` of a PDF as a 150 dpi colour picture; `folder` takes the PDF for poppler to read. */
export function pagePicture(pdf: Buffer, page: number, folder: string): RgbImage {
  const file = join(folder, `sheets-${randomBytes(4).toString("hex")}.pdf`);
  writeFileSync(file, pdf);
  return parsePpm(
    execFileSync("pdftoppm", ["-r", String(SCAN_DPI), "-f", String(page), "-l", String(page), "-singlefile", file], {
      maxBuffer: 1e8,
    }),
  );
}

/** A mark on a sheet's picture: `kind` in black pen on `letter` of `question`. */
export interface SheetMark {
  question: number;
  letter: string;
  kind?: MarkKind;
}

/** Draws `marks` on a sheet whose questions have the bubbles `questions` say (numbered as printed). */
export function fillSheet(
  picture: RgbImage,
  questions: ReadonlyArray<{ number: number; choices: number }>,
  marks: SheetMark[],
  seed = "fill",
) {
  const bubbles = questionBubbles(questions);
  const rng = createRng(seed);
  for (const { question, letter, kind = "full" } of marks) {
    const bubble = bubbles.find((each) => each.question === question && each.letter === letter);
    if (!bubble) throw new Error(`o cartão não tem a alternativa ${letter} da questão ${question}`);
    drawMark(picture, FRAME, bubble, kind, "black", rng);
  }
  return picture;
}

/** Whites out the sheet's QR code, as when it is torn or smudged. */
export function tearOffCode(picture: RgbImage) {
  const qr = grown(QR_SQUARE, 1);
  for (let y = Math.floor(qr.y * FRAME.pxPerMm); y < (qr.y + qr.height) * FRAME.pxPerMm; y++)
    for (let x = Math.floor(qr.x * FRAME.pxPerMm); x < (qr.x + qr.width) * FRAME.pxPerMm; x++)
      picture.data.fill(255, (y * picture.width + x) * 3, (y * picture.width + x) * 3 + 3);
}

/** The pages as a copier scans them: a JPEG per A4 page in one PDF. */
export async function scannedPdf(pages: RgbImage[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (const picture of pages) {
    const image = await document.embedJpg(await encodeJpeg(picture, 80));
    document.addPage([595.28, 841.89]).drawImage(image, { x: 0, y: 0, width: 595.28, height: 841.89 });
  }
  return Buffer.from(await document.save());
}
