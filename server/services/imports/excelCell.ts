import type { Cell, CellValue } from "exceljs";

/**
 * A cell as the person sees it in a Portuguese spreadsheet: numbers with a decimal comma,
 * percentages as percentages, dates as dd/mm/aaaa, and the text of rich text, hyperlinks and
 * formula results (a formula's cached result; nothing is recalculated).
 */
export function cellText(cell: Pick<Cell, "value" | "numFmt">): string {
  return display(cell.value, cell.numFmt ?? "");
}

const decimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 10, useGrouping: false });

function display(value: CellValue | undefined, numFmt: string): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return numFmt.includes("%") ? `${decimal.format(value * 100)}%` : decimal.format(value);
  if (typeof value === "boolean") return value ? "Verdadeiro" : "Falso";
  if (value instanceof Date) return value.toLocaleDateString("pt-BR", { timeZone: "UTC" });
  if ("richText" in value) return value.richText.map((run) => run.text).join("");
  if ("hyperlink" in value) return display(value.text as CellValue, numFmt);
  if ("formula" in value || "sharedFormula" in value) return display(value.result as CellValue | undefined, numFmt);
  if ("error" in value) return value.error;
  return "";
}
