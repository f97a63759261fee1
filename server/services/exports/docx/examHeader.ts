import { HeightRule, Paragraph, Table, TableCell, TableLayoutType, TableRow, TextRun, VerticalAlignTable, WidthType } from "docx";
import type { StoredImage } from "../inlineImages";
import type { PrintedCopy } from "../printModel";
import { box, NO_BORDERS, NO_TABLE_BORDERS } from "./borders";
import { headerFields } from "./headerFields";
import { questionEnd } from "./questionBlock";
import { logoRun } from "./logo";
import { px, TEXT_WIDTH } from "./page";
import { spacer } from "./spacer";
import { scoreBoxes } from "./scoreBoxes";
import type { WordLook } from "./wordLook";

/** The header's padding (10 px 12 px on the print page). */
const PADDING = { top: px(10), bottom: px(10), left: px(12), right: px(12) };
const INNER_WIDTH = TEXT_WIDTH - PADDING.left - PADDING.right;
const cell = (
  width: number,
  children: Array<Paragraph | Table>,
  extra: Partial<ConstructorParameters<typeof TableCell>[0]> = {},
) =>
  new TableCell({
    width: { size: width, type: WidthType.DXA },
    borders: NO_BORDERS,
    margins: { left: 0, right: 0, top: 0, bottom: 0 },
    verticalAlign: VerticalAlignTable.CENTER,
    children,
    ...extra,
  });

/** School, title and subject, one under the other. */
function titles(copy: PrintedCopy, look: WordLook): Paragraph[] {
  const school = copy.schoolName
    ? [new Paragraph({ children: [new TextRun({ text: copy.schoolName, bold: true, size: look.size.school })] })]
    : [];
  return [
    ...school,
    new Paragraph({
      spacing: { before: 40, after: 40 },
      children: [new TextRun({ text: copy.title, bold: true, size: look.size.title })],
    }),
    new Paragraph({ children: [new TextRun({ text: copy.subject, color: look.muted, bold: look.mutedBold })] }),
  ];
}

/**
 * The header's top: the logo, the titles taking the room left and, as on the print page, the
 * version's and score boxes on the right. In large print the boxes go under the titles, right
 * aligned, which would otherwise have a narrow column and break their words. A table and what
 * follows it in a cell need a paragraph between them (Word would join two tables into one).
 */
function identity(copy: PrintedCopy, images: Map<string, StoredImage>, look: WordLook): Array<Table | Paragraph> {
  const large = look.size.body > 23;
  const logo = copy.logo ? logoRun(copy.logo, images) : undefined;
  const boxes = scoreBoxes(copy, look);
  const beside = boxes && !large ? boxes : undefined;
  const logoWidth = logo ? px(logo.width + 12) : 0;
  const boxesWidth = beside ? beside.width + px(12) : 0;
  const cells = [
    ...(logo ? [cell(logoWidth, [new Paragraph({ children: [logo.run] })])] : []),
    cell(INNER_WIDTH - logoWidth - boxesWidth, titles(copy, look)),
    ...(beside ? [cell(boxesWidth, [beside.table, spacer(20)])] : []),
  ];
  const top = new Table({
    layout: TableLayoutType.FIXED,
    width: { size: INNER_WIDTH, type: WidthType.DXA },
    borders: NO_TABLE_BORDERS,
    rows: [new TableRow({ cantSplit: true, children: cells })],
  });
  return boxes && large ? [top, spacer(px(6)), boxes.table] : [top];
}

/** A row of the front table: one cell across it, in its own box or none. */
const frontRow = (
  children: Array<Paragraph | Table>,
  borders: ReturnType<typeof box> | typeof NO_BORDERS,
  margins: typeof PADDING,
  height?: number,
) =>
  new TableRow({
    cantSplit: true,
    ...(height ? { height: { value: height, rule: HeightRule.EXACT } } : {}),
    children: [new TableCell({ width: { size: TEXT_WIDTH, type: WidthType.DXA }, borders, margins, children })],
  });

/**
 * The header box: the identity row, then the fields. A cell must end with a paragraph, hence the
 * small one after the last table.
 */
const headerRow = (copy: PrintedCopy, images: Map<string, StoredImage>, look: WordLook) =>
  frontRow(
    [...identity(copy, images, look), ...headerFields(copy.fields, INNER_WIDTH, look), spacer(20)],
    box(look.rule.heavy),
    PADDING,
  );

/** 'Instruções' and the list of them in a box of their own, a little smaller than the questions. */
function instructionsRow(instructions: string[], look: WordLook): TableRow {
  const size = look.size.instructions;
  return frontRow(
    [
      new Paragraph({ spacing: { after: 30 }, children: [new TextRun({ text: "Instruções", bold: true, size })] }),
      ...instructions.map((line) => new Paragraph({ bullet: { level: 0 }, children: [new TextRun({ text: line, size })] })),
    ],
    box(look.rule.light),
    { top: px(6), bottom: px(6), left: px(12), right: px(12) },
  );
}

/**
 * What comes before the questions: the header box and, when the copy has them, the instructions
 * in a box of their own below it, with the print page's 14 px between them (a row without
 * borders), then an empty line as between questions. That line also matters to LibreOffice,
 * which, finding the first question's heading right after the table, may leave a later
 * question's heading alone at the foot of page 1.
 */
export function examHeader(copy: PrintedCopy, images: Map<string, StoredImage>, look: WordLook): Array<Table | Paragraph> {
  const noMargins = { top: 0, bottom: 0, left: 0, right: 0 };
  const instructions =
    copy.instructions.length > 0
      ? [frontRow([new Paragraph({})], NO_BORDERS, noMargins, px(14)), instructionsRow(copy.instructions, look)]
      : [];
  const front = new Table({
    layout: TableLayoutType.FIXED,
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    borders: NO_TABLE_BORDERS,
    rows: [headerRow(copy, images, look), ...instructions],
  });
  return [front, questionEnd()];
}
