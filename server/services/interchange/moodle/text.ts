import { cellParagraphs } from "../../../../shared/imports/cellHtml";
import { htmlWithFormulas } from "../formulaText";
import type { ReadBudget } from "./budget";
import { htmlTooComplex } from "./html";
import { markdownHtml } from "./markdown";

/**
 * A Moodle text field as our HTML, by its `format` attribute, with the LaTeX typed in it for
 * Moodle's MathJax and TeX filters made formula spans. Moodle's importer takes a field without a
 * format as HTML, and so does this. Null when the HTML nests too deep to be read safely.
 */
export function formattedHtml(text: string, format: string | undefined, budget: ReadBudget): string | null {
  budget.spendFormulaSigns(text);
  switch (format) {
    case "moodle_auto_format":
    case "plain_text":
      // Plain text as Moodle shows it: escaped, one paragraph per line.
      return cellParagraphs(text);
    case "markdown":
      return markdownHtml(text);
    default:
      return htmlTooComplex(text, budget) ? null : htmlWithFormulas(text.trim());
  }
}
