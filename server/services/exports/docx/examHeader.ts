import {
  AlignmentType,
  HeightRule,
  Paragraph,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  VerticalAlignTable,
  WidthType,
} from "docx";
import type { StoredImage } from "../inlineImages";
import type { PrintedCopy } from "../printModel";
import { box, NO_BORDERS, NO_TABLE_BORDERS } from "./borders";
import { headerFields } from "./headerFields";
import { logoRun } from "./logo";
import { px, TEXT_WIDTH } from "./page";
import { spacer } from "./spacer";
import { textWidth } from "./textWidth";
import type { WordLook } from "./wordLook";

/** The header's padding (10 px 12 px on the print page). */
const PADDING = { top: px(10), bottom: px(10), left: px(12), right: px(12) };
const INNER_WIDTH = TEXT_WIDTH - PADDING.left - PADDING.right;
const MM = 56.7;

const cell = (width: number, children: Paragraph[], extra: Partial<ConstructorParameters<typeof TableCell>[0]> = {}) =>
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

/** A box drawn around a cell: the version's letter, or 'Valor' and 'Nota' with room to write the grade. */
function scoreBox(label: string, value: string, width: number, look: WordLook): TableCell {
  const sans = { font: look.sansFont };
  return cell(
    width,
    [
      new Paragraph({ children: [new TextRun({ text: label, size: look.size.boxLabel, ...sans })] }),
      new Paragraph({
        alignment: AlignmentType.CENTER,
        spacing: { before: px(14) },
        children: [new TextRun({ text: value, bold: true, size: look.size.boxValue, ...sans })],
      }),
    ],
    { borders: box(look.rule.heavy), margins: { left: px(4), right: px(4), top: px(2), bottom: px(2) }, verticalAlign: VerticalAlignTable.TOP },
  );
}

function versionBox(letter: string, width: number, look: WordLook): TableCell {
  const sans = { font: look.sansFont };
  return cell(
    width,
    [
      new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: "Tipo", size: look.size.boxLabel, ...sans })] }),
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ text: letter, bold: true, size: look.size.versionLetter, ...sans })],
      }),
    ],
    { borders: box(look.rule.heavy + 4), margins: { left: px(6), right: px(6), top: px(2), bottom: px(2) } },
  );
}

type Sized = { width: number; cell: TableCell };

const gap = (width: number): Sized => ({ width, cell: cell(width, [new Paragraph({})]) });

/**
 * The header's top row, as on the print page: the logo, the titles taking the room left, the
 * version's box and the score boxes, with gap cells between the boxes (cells side by side would
 * share one border).
 */
function identityRow(copy: PrintedCopy, images: Map<string, StoredImage>, look: WordLook): Table {
  const large = look.size.body > 23;
  const logo = copy.logo ? logoRun(copy.logo, images) : undefined;
  const left: Sized[] = [];
  if (logo) {
    const width = px(logo.width + 12);
    left.push({ width, cell: cell(width, [new Paragraph({ children: [logo.run] })]) });
  }
  const right: Sized[] = [];
  if (copy.version) {
    const width = Math.max(Math.round(20 * MM), look.size.boxLabel * 40);
    right.push(gap(px(12)), { width, cell: versionBox(copy.version, width, look) });
  }
  if (copy.totalPoints) {
    const width = Math.max(Math.round((large ? 30 : 24) * MM), textWidth(copy.totalPoints, look.size.boxValue) + px(8));
    right.push(
      gap(px(12)),
      { width, cell: scoreBox("Valor", copy.totalPoints, width, look) },
      gap(px(6)),
      { width, cell: scoreBox("Nota", "", width, look) },
    );
  }
  const taken = [...left, ...right].reduce((sum, item) => sum + item.width, 0);
  const cells = [...left, { width: 0, cell: cell(INNER_WIDTH - taken, titles(copy, look)) }, ...right].map((item) => item.cell);
  return new Table({
    layout: TableLayoutType.FIXED,
    width: { size: INNER_WIDTH, type: WidthType.DXA },
    borders: NO_TABLE_BORDERS,
    rows: [
      new TableRow({
        cantSplit: true,
        ...(copy.totalPoints ? { height: { value: Math.round(16 * MM), rule: HeightRule.ATLEAST } } : {}),
        children: cells,
      }),
    ],
  });
}

/** A row of the front table: one cell across it, in its own box or none. */
const frontRow = (children: Array<Paragraph | Table>, borders: ReturnType<typeof box> | typeof NO_BORDERS, margins: typeof PADDING, height?: number) =>
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
  frontRow([identityRow(copy, images, look), ...headerFields(copy.fields, INNER_WIDTH, look), spacer(20)], box(look.rule.heavy), PADDING);

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
 * borders), then a thin paragraph: LibreOffice, finding the first question's heading right after
 * the table, may leave a later question's heading alone at the foot of page 1. The first
 * question's heading leaves its own space above it.
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
  return [front, spacer(20, false)];
}
