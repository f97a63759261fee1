import { AlignmentType, Document, LevelFormat, Packer } from "docx";
import type { StoredImage } from "../inlineImages";
import type { PrintedCopy } from "../printModel";
import { examHeader } from "./examHeader";
import { PAGE } from "./page";
import { pageFooter } from "./pageFooter";
import { NUMBERED_LIST, questionBlock } from "./questionBlock";
import { wordLook } from "./wordLook";

/**
 * A printed copy (printModel.ts) as a Word document laid out like the print page
 * (docs/product.md#23-paper-exams): the bordered header with the logo, the version and the score
 * boxes, the fields to fill in, the instructions, the numbered questions with their formatting,
 * formulas and pictures, lettered options and lines for essays, and the code, page number and
 * version at the foot of every page. Opens in Word and LibreOffice.
 */
export async function examDocx(copy: PrintedCopy, images: Map<string, StoredImage>) {
  const look = wordLook(copy.look);
  const document = new Document({
    creator: "Avaliações Inteligentes",
    title: copy.title,
    styles: {
      default: {
        document: {
          run: { font: look.font, size: look.size.body, color: "000000" },
          // Every paragraph keeps with the next and whole, except the empty one that ends a
          // question (questionBlock.ts): the rich text's paragraphs come ready-made, so the
          // default is the one place to set it on them.
          paragraph: { keepNext: true, keepLines: true },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: NUMBERED_LIST,
          levels: [0, 1, 2].map((level) => ({
            level,
            format: LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: { ...PAGE.margin, footer: PAGE.footer },
          },
        },
        footers: { default: pageFooter(copy, look) },
        children: [...examHeader(copy, images, look), ...copy.questions.flatMap((item) => questionBlock(item, images, look))],
      },
    ],
  });
  return Packer.toBuffer(document);
}
