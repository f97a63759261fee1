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
import type { PrintedCopy } from "../printModel";
import { box, NO_BORDERS, NO_TABLE_BORDERS } from "./borders";
import { px } from "./page";
import { textWidth } from "./textWidth";
import type { WordLook } from "./wordLook";

const MM = 56.7;

type Sized = { width: number; cell: TableCell };

const cell = (width: number, children: Paragraph[], extra: Partial<ConstructorParameters<typeof TableCell>[0]> = {}): Sized => ({
  width,
  cell: new TableCell({
    width: { size: width, type: WidthType.DXA },
    borders: NO_BORDERS,
    margins: { left: 0, right: 0, top: 0, bottom: 0 },
    verticalAlign: VerticalAlignTable.TOP,
    children,
    ...extra,
  }),
});

/** Cells side by side would share one border: a cell without borders keeps the boxes apart. */
const gap = (width: number) => cell(width, [new Paragraph({})]);

/** 'Valor' with the exam's total, or 'Nota' with room to write the grade. */
function scoreBox(label: string, value: string, width: number, look: WordLook): Sized {
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
    { borders: box(look.rule.heavy), margins: { left: px(4), right: px(4), top: px(2), bottom: px(2) } },
  );
}

/** 'Tipo' over the version's letter, large, so whoever corrects sees which key to use. */
function versionBox(letter: string, look: WordLook): Sized {
  const sans = { font: look.sansFont };
  return cell(
    Math.max(Math.round(20 * MM), look.size.boxLabel * 40),
    [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ text: "Tipo", size: look.size.boxLabel, ...sans })],
      }),
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ text: letter, bold: true, size: look.size.versionLetter, ...sans })],
      }),
    ],
    {
      borders: box(look.rule.heavy + 4),
      margins: { left: px(6), right: px(6), top: px(2), bottom: px(2) },
      verticalAlign: VerticalAlignTable.CENTER,
    },
  );
}

/**
 * The boxes of the header's right side, as on the print page: the version's, then 'Valor' and
 * 'Nota' (24 mm wide, 30 mm in large print, at least 16 mm tall), in a table of their own so
 * they keep their height beside a taller title. Undefined when the copy has none of them.
 */
export function scoreBoxes(copy: PrintedCopy, look: WordLook): { table: Table; width: number } | undefined {
  const cells: Sized[] = [];
  if (copy.version) cells.push(versionBox(copy.version, look));
  if (copy.totalPoints) {
    const large = look.size.body > 23;
    const width = Math.max(Math.round((large ? 30 : 24) * MM), textWidth(copy.totalPoints, look.size.boxValue, true) + px(8));
    if (cells.length > 0) cells.push(gap(px(12)));
    cells.push(scoreBox("Valor", copy.totalPoints, width, look), gap(px(6)), scoreBox("Nota", "", width, look));
  }
  if (cells.length === 0) return undefined;
  const width = cells.reduce((sum, item) => sum + item.width, 0);
  const table = new Table({
    layout: TableLayoutType.FIXED,
    width: { size: width, type: WidthType.DXA },
    alignment: AlignmentType.RIGHT,
    borders: NO_TABLE_BORDERS,
    rows: [
      new TableRow({
        cantSplit: true,
        height: { value: Math.round(16 * MM), rule: HeightRule.ATLEAST },
        children: cells.map((item) => item.cell),
      }),
    ],
  });
  return { table, width };
}
