import { LineRuleType, Paragraph, Table, TableCell, TableRow, TextRun, WidthType, TableLayoutType } from "docx";
import { NO_TABLE_BORDERS, NO_BORDERS } from "./borders";
import { TEXT_WIDTH } from "./page";
import type { StoredImage } from "../inlineImages";
import type { PrintedQuestion } from "../printModel";
import { richTextParagraphs } from "./richText";
import { px } from "./page";
import { spacer } from "./spacer";
import type { WordLook } from "./wordLook";

export const NUMBERED_LIST = "exam-numbered-list";

// Lines of underscores, not paragraph borders: word processors merge neighbouring borders into one.
// Their size stays the normal print's in large print, where 78 larger underscores would not fit a line.
const WRITING_LINE = "_".repeat(78);

/**
 * An essay's lines to write on, as one paragraph of lines that does not split: a chain of many
 * paragraphs kept together is more than LibreOffice keeps on the page of a long header.
 */
const writingLines = (count: number, look: WordLook) =>
  new Paragraph({
    spacing: { line: look.linePitch, lineRule: LineRuleType.EXACT, after: 80 },
    children: Array.from(
      { length: count },
      (_, index) =>
        new TextRun({ text: WRITING_LINE, color: look.line, size: 23, bold: look.mutedBold, ...(index > 0 ? { break: 1 } : {}) }),
    ),
  });

/**
 * One question as the print page has it: 'Questão N (pontos)', its text and picture, then lettered
 * options or lines to write on. Every paragraph but the thin one after it keeps with the next
 * (the document's default, see examDocx.ts), so Word and LibreOffice move a question that does
 * not fit to the next page instead of splitting it, as long as it fits on one page.
 */
export function questionBlock(item: PrintedQuestion, images: Map<string, StoredImage>, look: WordLook): Paragraph[] {
  const rich = (html: string, prefix?: TextRun[]) => richTextParagraphs(html, images, { numbering: NUMBERED_LIST, prefix });
  const body = item.multipleChoice
    ? item.options.flatMap((option) => rich(option.optionText, [new TextRun({ text: `${option.letter}) `, bold: true })]))
    : [writingLines(item.answerLines, look)];
  return [
    new Paragraph({
      // The print page's 14 px between questions, before each one rather than after it (see below).
      spacing: { before: px(14), after: 80 },
      children: [
        new TextRun({ text: `Questão ${item.number} `, bold: true, size: look.size.heading }),
        new TextRun({ text: `(${item.points})`, color: look.muted, bold: look.mutedBold, size: look.size.points }),
      ],
    }),
    ...rich(item.questionText),
    ...(item.imageUrl ? rich(`<p><img src="${item.imageUrl}"></p>`) : []),
    ...body,
    // Where the chain of kept paragraphs ends. It is as thin as can be: LibreOffice, finding no
    // room for a taller one at the foot of a page, moves only part of the question.
    spacer(20, false),
  ];
}

export function questionTable(item: PrintedQuestion, images: Map<string, StoredImage>, look: WordLook): Array<Paragraph | Table> {
  const paragraphs = questionBlock(item, images, look).slice(0, -1);
  return [
    new Table({ layout: TableLayoutType.FIXED, width: { size: TEXT_WIDTH, type: WidthType.DXA }, borders: NO_TABLE_BORDERS,
      rows: [new TableRow({ cantSplit: true, children: [new TableCell({ width: { size: TEXT_WIDTH, type: WidthType.DXA }, borders: NO_BORDERS, margins: { left: 0, right: 0, top: 0, bottom: 0 }, children: paragraphs })] })] }),
    spacer(20, false),
  ];
}
