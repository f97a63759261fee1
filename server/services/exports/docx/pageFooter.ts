import { Footer, PageNumber, Paragraph, Tab, TabStopType, TextRun } from "docx";
import type { PrintedCopy } from "../printModel";
import { TEXT_WIDTH } from "./page";
import type { WordLook } from "./wordLook";

/**
 * The print page's margin on every page: the exam code on the left (unless the exam hides it),
 * 'Página N de M' in the middle (Word's PAGE and NUMPAGES fields, which it counts as it lays the
 * pages out) and the version on the right, so loose pages find their exam and their answer key.
 */
export function pageFooter(copy: PrintedCopy, look: WordLook): Footer {
  const text = { font: look.sansFont, size: look.size.footer, color: "000000" };
  return new Footer({
    children: [
      new Paragraph({
        tabStops: [
          { type: TabStopType.CENTER, position: Math.round(TEXT_WIDTH / 2) },
          { type: TabStopType.RIGHT, position: TEXT_WIDTH },
        ],
        children: [
          ...(copy.footerCode ? [new TextRun({ text: `Código ${copy.footerCode}`, ...text })] : []),
          new TextRun({ children: [new Tab(), "Página ", PageNumber.CURRENT, " de ", PageNumber.TOTAL_PAGES], ...text }),
          ...(copy.version
            ? [new TextRun({ children: [new Tab(), `Tipo ${copy.version}`], ...text, bold: true, size: 20 })]
            : []),
        ],
      }),
    ],
  });
}
