import { Paragraph, Table, TableCell, TableLayoutType, TableRow, TextRun, VerticalAlignTable, WidthType } from "docx";
import type { HeaderField } from "../printModel";
import { line, NO_BORDERS, NO_TABLE_BORDERS } from "./borders";
import { px } from "./page";
import { spacer } from "./spacer";
import { textWidth } from "./textWidth";
import type { WordLook } from "./wordLook";

/**
 * The print page's flex basis of each size (printCss.ts `.field`), in percent of the header's
 * width; at 24 pt the normal ones take half a row, as three would not hold a date.
 */
const BASIS = { wide: 70, narrow: 22, normal: 28 };
const EXTRA_LARGE_BASIS = { ...BASIS, normal: 45 };
/** The gap between fields on a row (18 px), in percent of a header about 680 px wide. */
const GAP = 3;

/**
 * The fields in rows as the print page wraps them: a row takes fields while they fit, then the
 * space left is shared by those that grow (all but the narrow ones), so a wide field takes a full
 * row or has a narrow one beside it. Widths are percentages of the row.
 */
export function fieldRows(fields: HeaderField[], basis = BASIS): Array<Array<{ field: HeaderField; width: number }>> {
  const rows: HeaderField[][] = [];
  for (const field of fields) {
    const row = rows.at(-1);
    const used = row ? row.reduce((sum, item) => sum + basis[item.size] + GAP, 0) : Infinity;
    if (row && used + basis[field.size] <= 100) row.push(field);
    else rows.push([field]);
  }
  return rows.map((row) => {
    const free = 100 - GAP * (row.length - 1) - row.reduce((sum, field) => sum + basis[field.size], 0);
    const growing = row.filter((field) => field.size !== "narrow").length;
    return row.map((field) => ({
      field,
      width: basis[field.size] + (field.size === "narrow" || growing === 0 ? 0 : free / growing),
    }));
  });
}

/** A label and its value over a line, or the bare line to write on; the line is the value cell's bottom border. */
function fieldCells({ label, value, monospace }: HeaderField, width: number, look: WordLook): TableCell[] {
  const labelText = `${label}:`;
  const labelWidth = Math.min(textWidth(labelText, look.size.body, look.font === look.sansFont) + 80, Math.round(width * 0.6));
  const valueRun = value
    ? new TextRun({
        text: value,
        ...(monospace ? { font: "Courier New", bold: true, characterSpacing: 30 } : {}),
      })
    : undefined;
  return [
    new TableCell({
      width: { size: labelWidth, type: WidthType.DXA },
      borders: NO_BORDERS,
      margins: { left: 0, right: 80, top: 0, bottom: 0 },
      verticalAlign: VerticalAlignTable.BOTTOM,
      children: [new Paragraph({ children: [new TextRun({ text: labelText, bold: true })] })],
    }),
    new TableCell({
      width: { size: width - labelWidth, type: WidthType.DXA },
      borders: { ...NO_BORDERS, bottom: line(look.rule.light) },
      margins: { left: 60, right: 60, top: 0, bottom: 0 },
      verticalAlign: VerticalAlignTable.BOTTOM,
      children: [new Paragraph({ children: valueRun ? [valueRun] : [] })],
    }),
  ];
}

/** One row of fields as a borderless table of its own, with gap cells between the fields. */
function fieldTable(row: Array<{ field: HeaderField; width: number }>, width: number, look: WordLook): Table {
  const share = (percent: number) => Math.round((width * percent) / 100);
  const cells = row.flatMap((item, index) => {
    const own = fieldCells(item.field, share(item.width), look);
    if (index === 0) return own;
    const between = new TableCell({
      width: { size: share(GAP), type: WidthType.DXA },
      borders: NO_BORDERS,
      children: [new Paragraph({})],
    });
    return [between, ...own];
  });
  return new Table({
    layout: TableLayoutType.FIXED,
    width: { size: width, type: WidthType.DXA },
    borders: NO_TABLE_BORDERS,
    rows: [new TableRow({ children: cells, cantSplit: true })],
  });
}

/** The header's fields, each row a table with a small gap above it (the gap the print page leaves, 8 px). */
export function headerFields(fields: HeaderField[], width: number, look: WordLook): Array<Table | Paragraph> {
  const basis = look.size.body >= 48 ? EXTRA_LARGE_BASIS : BASIS;
  return fieldRows(fields, basis).flatMap((row, index) => [spacer(index === 0 ? px(10) : px(8)), fieldTable(row, width, look)]);
}
