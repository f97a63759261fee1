import { splitFormulas } from "../math/delimiters";
import { mathSpan } from "../math/format";

/**
 * A question's or option's text as an import file gives it (plain text, as typed in a cell) made
 * rich text to store. Browser-safe: the exam import's dialog builds its questions with it.
 */

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
const escapeText = (text: string) => text.replace(/[&<>]/g, (character) => HTML_ESCAPES[character]);

/**
 * The pieces of a cell's text as HTML lines: the text escaped, a formula typed between `$…$`,
 * `$$…$$`, `\(…\)` or `\[…\]` as the span the server fills (docs/architecture.md#18-formulas).
 * "R$ 10,00" is money, not a formula (see splitFormulas). A formula may run over lines of the cell.
 */
function htmlLines(text: string): string[] {
  const lines = [""];
  for (const piece of splitFormulas(text)) {
    if ("formula" in piece) {
      lines[lines.length - 1] += mathSpan(piece.formula);
      continue;
    }
    const [first, ...rest] = piece.text.split(/\r?\n/);
    lines[lines.length - 1] += escapeText(first);
    lines.push(...rest.map(escapeText));
  }
  return lines;
}

/** The cell as inline rich text, its lines kept as they are. */
export const cellHtml = (text: string) => htmlLines(text).join("\n");

/** The cell as one paragraph per line that is not blank. */
export const cellParagraphs = (text: string) =>
  htmlLines(text)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${line}</p>`)
    .join("");
