import { StandardFonts, rgb, type PDFEmbeddedPage, type PDFFont, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import { newPdf, type PdfMetadata } from "../../exports/pdfPages";
import { turnTaker } from "../../common/turns";
import { PAGE, QR_SQUARE, SHEET_CODE_TEXT, namedFields, type Rect } from "./layout";
import type { AnswerSheetData } from "./types";

/**
 * Answer sheets put together from their versions' pages: each sheet is its page (drawn once by
 * Chromium for every student of a version, answerSheetHtml.ts) with the student's name,
 * registration, class and QR code stamped on it. A class of 200 is then one small page per
 * version and 200 stamps, where laying out 200 pages of bubbles took Chromium over ten seconds.
 * The stamps go exactly where layout.ts says, like everything else on the sheet.
 */

/** One sheet: which template page it is drawn on, and the sheet itself. */
export interface StampedSheet {
  page: number;
  sheet: AnswerSheetData;
}

const BLACK = rgb(0, 0, 0);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  code: PDFFont;
}

/** Millimetres of layout.ts (from the top left) to the PDF's points (from the bottom left). */
function pointsOf(page: PDFPage) {
  const { width, height } = page.getSize();
  const scale = width / PAGE.width;
  return { x: (mm: number) => mm * scale, y: (mm: number) => height - mm * scale, size: (mm: number) => mm * scale };
}

/**
 * The text as the font can print it: the standard PDF fonts know Latin-1 and a few more, which
 * covers Brazilian names; a letter beyond them loses its accent, or else becomes '?'.
 */
function printable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return [...text.normalize("NFC")]
    .map((char) => {
      if (known.has(char.codePointAt(0)!)) return char;
      const base = char.normalize("NFD").replace(/\p{M}/gu, "");
      return [...base].every((part) => known.has(part.codePointAt(0)!)) && base ? base : "?";
    })
    .join("")
    .replace(/[\p{Cc}\p{Cf}]/gu, "");
}

/** The text cut with '…' to fit `width` points. */
function fitted(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  const chars = [...text];
  while (chars.length > 0 && font.widthOfTextAtSize(`${chars.join("")}…`, size) > width) chars.pop();
  return `${chars.join("").trimEnd()}…`;
}

/** Text on a line of the sheet: from its left, `raise` mm above its bottom, cut to its width. */
function write(page: PDFPage, area: Rect, text: string, style: { font: PDFFont; size: number; inset: number; raise: number }) {
  const at = pointsOf(page);
  const width = at.size(area.width - 2 * style.inset);
  page.drawText(fitted(printable(text, style.font), style.font, style.size, width), {
    x: at.x(area.x + style.inset),
    y: at.y(area.y + area.height - style.raise),
    size: style.size,
    font: style.font,
    color: BLACK,
  });
}

/** The QR code's dark modules as one path, a rectangle per run of them along each row. */
function qrPath(code: string): { path: string; modules: number } {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.data[row * modules.size + column]) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.data[row * modules.size + column]) column++;
      parts.push(`M${start} ${row}h${column - start}v1h${start - column}z`);
    }
  }
  return { path: parts.join(""), modules: modules.size };
}

/** The QR code filling its square, and its letters under it for typing in when it cannot be read. */
function stampCode(page: PDFPage, code: string, font: PDFFont) {
  const at = pointsOf(page);
  const { path, modules } = qrPath(code);
  page.drawSvgPath(path, {
    x: at.x(QR_SQUARE.x),
    y: at.y(QR_SQUARE.y),
    scale: at.size(QR_SQUARE.width) / modules,
    color: BLACK,
    borderWidth: 0,
  });
  const size = 8;
  const text = printable(code, font);
  const middle = SHEET_CODE_TEXT.x + SHEET_CODE_TEXT.width / 2;
  page.drawText(text, {
    x: at.x(middle) - font.widthOfTextAtSize(text, size) / 2,
    y: at.y(SHEET_CODE_TEXT.y + 2.8),
    size,
    font,
    color: BLACK,
  });
}

/** The student's name, registration and class on the lines of a named sheet. */
function stampStudent(page: PDFPage, sheet: AnswerSheetData, fonts: Fonts) {
  if (!sheet.student) return;
  const fields = namedFields(sheet.version !== null);
  write(page, fields.name, sheet.student.name, { font: fonts.bold, size: 14, inset: 0.5, raise: 2 });
  const value = { font: fonts.regular, size: 10, inset: 1, raise: 1.7 };
  if (sheet.student.registrationNumber) write(page, fields.registration.line, sheet.student.registrationNumber, value);
  if (sheet.className) write(page, fields.className.line, sheet.className, value);
}

/** The sheets in order, each its template page (of `templates`, one PDF) with the student's texts stamped on. */
export async function stampSheets(templates: Uint8Array, sheets: StampedSheet[], metadata: PdfMetadata): Promise<Buffer> {
  const takeTurn = turnTaker();
  const output = await newPdf(metadata);
  const fonts: Fonts = {
    regular: await output.embedFont(StandardFonts.Helvetica),
    bold: await output.embedFont(StandardFonts.HelveticaBold),
    code: await output.embedFont(StandardFonts.CourierBold),
  };
  const used = [...new Set(sheets.map((each) => each.page))];
  const embedded = new Map<number, PDFEmbeddedPage>();
  (await output.embedPdf(templates, used)).forEach((page, index) => embedded.set(used[index], page));
  for (const { page: template, sheet } of sheets) {
    await takeTurn();
    const drawn = embedded.get(template)!;
    const page = output.addPage([drawn.width, drawn.height]);
    page.drawPage(drawn);
    stampCode(page, sheet.code, fonts.code);
    stampStudent(page, sheet, fonts);
  }
  return Buffer.from(await output.save());
}
