import { Paragraph, TextRun } from "docx";
import type { StoredImage } from "../inlineImages";
import type { PrintedQuestion } from "../printModel";
import { richTextParagraphs } from "./richText";
import type { WordLook } from "./wordLook";

export const NUMBERED_LIST = "exam-numbered-list";

// Lines of underscores, not paragraph borders: word processors merge neighbouring borders into one.
// Their size stays the normal print's in large print, where 78 larger underscores would not fit a line.
const WRITING_LINE = "_".repeat(78);

/**
 * An essay's lines to write on, as one paragraph of lines that does not split (keepLines). The
 * room between the lines comes from a tall zero-width space before each one (`look.lineStrut`), not
 * from line spacing: with an exact line height LibreOffice kept fewer questions whole.
 */
const writingLines = (count: number, look: WordLook) =>
  new Paragraph({
    children: Array.from({ length: count }, (_, index) => [
      new TextRun({ text: "\u200b", size: look.lineStrut, ...(index > 0 ? { break: 1 } : {}) }),
      new TextRun({ text: WRITING_LINE, color: look.line, size: 23, bold: look.mutedBold }),
    ]).flat(),
  });

/**
 * The empty line after a question (the print page's space between questions), where the chain
 * of paragraphs kept together ends. A plain one: with one of an exact height LibreOffice more
 * often kept only part of the question before it together.
 */
export const questionEnd = () => new Paragraph({ keepNext: false, children: [] });

/**
 * One question as the print page has it: 'Questão N (pontos)', its text and picture, then lettered
 * options or lines to write on. Every paragraph but the empty one after it keeps with the next
 * and whole (the document's default, see examDocx.ts), so Word moves a question that does not
 * fit to the next page instead of splitting it, as long as it fits on one page. LibreOffice
 * does so less reliably: it still splits some questions.
 */
export function questionBlock(item: PrintedQuestion, images: Map<string, StoredImage>, look: WordLook): Paragraph[] {
  const rich = (html: string, prefix?: TextRun[]) => richTextParagraphs(html, images, { numbering: NUMBERED_LIST, prefix });
  const options = item.options.flatMap((option) =>
    rich(option.optionText, [new TextRun({ text: `${option.label} `, bold: true })]),
  );
  const label = item.answerLabel ? [new Paragraph({ children: [new TextRun({ text: item.answerLabel, bold: true })] })] : [];
  const body = [...options, ...(item.answerLines ? [...label, writingLines(item.answerLines, look)] : [])];
  return [
    new Paragraph({
      spacing: { after: 80 },
      children: [
        new TextRun({ text: `Questão ${item.number} `, bold: true, size: look.size.heading }),
        new TextRun({ text: `(${item.points})`, color: look.muted, bold: look.mutedBold, size: look.size.points }),
      ],
    }),
    ...rich(item.questionText),
    ...(item.imageUrl ? rich(`<p><img src="${item.imageUrl}"></p>`) : []),
    ...body,
    questionEnd(),
  ];
}
