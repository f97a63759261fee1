import { splitFormulas } from "../../../../shared/math/delimiters";
import { mathSpan } from "../../../../shared/math/format";

/**
 * The little Markdown a teacher types in a `[markdown]` GIFT text, made HTML: paragraphs (a blank
 * line between them), a line break inside a paragraph, `**bold**` and `*italic*`, formulas between
 * delimiters. Everything else is text, escaped: no links, images or raw HTML, so nothing unsafe
 * can come through this way. Linear in the length of the text.
 */

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
const escapeText = (text: string) => text.replace(/[&<>]/g, (character) => HTML_ESCAPES[character]);

/** Stands for the formula of that index while the emphasis is marked, so a `*` in LaTeX is not emphasis. */
const FORMULA_MARK = "\uE010";

export function markdownHtml(text: string): string {
  return paragraphs(text)
    .map((lines) => `<p>${lines.map(inlineHtml).join("<br>")}</p>`)
    .join("");
}

/** The text's paragraphs, each its lines that are not blank. */
function paragraphs(text: string): string[][] {
  const found: string[][] = [];
  let current: string[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() !== "") current.push(line.trim());
    else if (current.length > 0) {
      found.push(current);
      current = [];
    }
  }
  if (current.length > 0) found.push(current);
  return found;
}

function inlineHtml(line: string): string {
  const formulas: string[] = [];
  const marked = splitFormulas(line.replaceAll(FORMULA_MARK, ""))
    .map((piece) => {
      if ("text" in piece) return escapeText(piece.text);
      formulas.push(mathSpan(piece.formula));
      return `${FORMULA_MARK}${formulas.length - 1}${FORMULA_MARK}`;
    })
    .join("");
  const emphasised = wrapPairs(wrapPairs(marked, "**", "strong"), "*", "em");
  return emphasised.replace(
    new RegExp(`${FORMULA_MARK}(\\d+)${FORMULA_MARK}`, "g"),
    (_mark, index: string) => formulas[Number(index)],
  );
}

/**
 * Each pair of markers around some text made the element: the first marker opens, the next one
 * closes. Once no closing marker is left, none is looked for again.
 */
function wrapPairs(text: string, marker: string, tag: string): string {
  let out = "";
  let from = 0;
  for (let open = text.indexOf(marker); open !== -1; open = text.indexOf(marker, from)) {
    const close = text.indexOf(marker, open + marker.length);
    if (close === -1) break;
    if (close === open + marker.length) {
      out += text.slice(from, close);
      from = close;
      continue;
    }
    out += `${text.slice(from, open)}<${tag}>${text.slice(open + marker.length, close)}</${tag}>`;
    from = close + marker.length;
  }
  return out + text.slice(from);
}
