import { Element, Text, type ChildNode } from "domhandler";
import { parseDocument } from "htmlparser2";
import { splitFormulas } from "../../../shared/math/delimiters";
import { MATH_ATTRIBUTE, mathSpan } from "../../../shared/math/format";
import { formulaOf, isFormula } from "../common/formulas";

/**
 * Formulas between the interchange formats' HTML and ours (docs/architecture.md#19-interchange).
 * Moodle, GIFT and many QTI authoring tools write LaTeX inside the text for MathJax (`\(…\)`,
 * `\[…\]`, `$$…$$`); we keep a formula as a span whose attribute holds its LaTeX.
 */

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
const escapeText = (text: string) => text.replace(/[&<>]/g, (character) => HTML_ESCAPES[character]);

/** Elements whose text is never a formula: code shows LaTeX as it is typed. */
const LITERAL = new Set(["code", "pre", "script", "style", "textarea"]);

/**
 * HTML with every formula written between delimiters in its text made a formula span. A single
 * `$` follows the money rule (see splitFormulas). Text inside code and inside formula spans is left
 * alone; the rest of the HTML is kept character for character. Linear in the length of the HTML.
 */
export function htmlWithFormulas(html: string): string {
  if (!/[$\\]/.test(html)) return html;
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true, decodeEntities: true });
  const texts: Text[] = [];
  const stack: ChildNode[] = [...document.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node instanceof Text) texts.push(node);
    else if (node instanceof Element && !LITERAL.has(node.name) && !isFormula(node))
      for (let index = node.children.length - 1; index >= 0; index--) stack.push(node.children[index]);
  }
  let out = "";
  let from = 0;
  for (const text of texts) {
    const pieces = splitFormulas(text.data);
    if (!pieces.some((piece) => "formula" in piece)) continue;
    out += html.slice(from, text.startIndex!);
    out += pieces.map((piece) => ("formula" in piece ? mathSpan(piece.formula) : escapeText(piece.text))).join("");
    from = text.endIndex! + 1;
  }
  return out + html.slice(from);
}

/** How a writer puts a formula in text: MathJax's `\(…\)` and `\[…\]`, or dollars (`$…$`, `$$…$$`). */
export type LatexDelimiters = "parentheses" | "dollars";

/**
 * Our HTML with each formula span replaced by its LaTeX between delimiters (escaped for HTML), for
 * the formats that carry formulas as text. What the span held (its MathML) is dropped.
 */
export function htmlWithLatex(html: string, delimiters: LatexDelimiters): string {
  if (!html.includes(MATH_ATTRIBUTE)) return html;
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const spans: Element[] = [];
  const stack: ChildNode[] = [...document.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!(node instanceof Element)) continue;
    if (isFormula(node)) spans.push(node);
    else for (let index = node.children.length - 1; index >= 0; index--) stack.push(node.children[index]);
  }
  let out = "";
  let from = 0;
  for (const span of spans) {
    out += html.slice(from, span.startIndex!) + escapeText(latexWithDelimiters(formulaOf(span), delimiters));
    from = span.endIndex! + 1;
  }
  return out + html.slice(from);
}

export function latexWithDelimiters(
  formula: { latex: string; display: "inline" | "block" },
  delimiters: LatexDelimiters,
): string {
  if (delimiters === "dollars") return formula.display === "block" ? `$$${formula.latex}$$` : `$${formula.latex}$`;
  return formula.display === "block" ? `\\[${formula.latex}\\]` : `\\(${formula.latex}\\)`;
}
