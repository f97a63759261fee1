import { splitFormulas } from "../../../../shared/math/delimiters";
import { mathSpan } from "../../../../shared/math/format";

/**
 * Moodle's Markdown text format, as far as a question's text uses it: paragraphs, **bold** and
 * *italic*. Everything else stays text, escaped; formulas between delimiters become formula spans
 * before the emphasis is read, so a `*` inside LaTeX is not italic. Linear in the text's length.
 */

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
const escapeText = (text: string) => text.replace(/[&<>]/g, (character) => HTML_ESCAPES[character]);

const emphasis = (escaped: string) =>
  escaped
    .replace(/\*\*([^*\n]+)\*\*/g, "<strong>$1</strong>")
    .replace(/__([^_\n]+)__/g, "<strong>$1</strong>")
    .replace(/\*([^*\n]+)\*/g, "<em>$1</em>");

const paragraphHtml = (text: string) =>
  !text.includes("$") && !text.includes("\\")
    ? emphasis(escapeText(text))
    : splitFormulas(text)
        .map((piece) => ("formula" in piece ? mathSpan(piece.formula) : emphasis(escapeText(piece.text))))
        .join("");

export function markdownHtml(text: string): string {
  // Paragraphs are runs of lines between blank ones, gathered line by line: a pattern for "blank
  // line" over the whole text would go back over every run of spaces.
  const paragraphs: string[] = [];
  let lines: string[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() !== "") lines.push(line.trim());
    else if (lines.length > 0) {
      paragraphs.push(lines.join("\n"));
      lines = [];
    }
  }
  if (lines.length > 0) paragraphs.push(lines.join("\n"));
  return paragraphs.map((paragraph) => `<p>${paragraphHtml(paragraph)}</p>`).join("");
}
