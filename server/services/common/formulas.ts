import { Element, type ChildNode } from "domhandler";
import { parseDocument } from "htmlparser2";
import { DISPLAY_ATTRIBUTE, MATH_ATTRIBUTE, escapeAttribute, mathOpeningTag, type Formula } from "../../../shared/math/format";
import { latexToText } from "../../../shared/math/text";
import { renderFormula } from "./renderFormula";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
const escapeText = (text: string) => text.replace(/[&<>]/g, (character) => HTML_ESCAPES[character]);

/** The formula a stored span holds: its LaTeX, and whether it stands on its own line. */
export function formulaOf(span: Element): Formula {
  return {
    latex: span.attribs[MATH_ATTRIBUTE] ?? "",
    display: span.attribs[DISPLAY_ATTRIBUTE] === "block" ? "block" : "inline",
  };
}

export const isFormula = (node: Element) => node.name === "span" && node.attribs[MATH_ATTRIBUTE] !== undefined;

/**
 * Formulas already rendered, by display and LaTeX: an exam's formulas are rendered again each
 * time it is printed (its stored text is sanitised once more), and a school writes the same ones
 * over and over. Bounded: the first remembered is the first forgotten.
 */
const rendered = new Map<string, string>();
const REMEMBERED_FORMULAS = 2000;

/** The formula's span as it is stored: its MathML, or its LaTeX marked invalid when it does not parse. */
function storedFormula(formula: Formula): string {
  const key = `${formula.display}\n${formula.latex}`;
  const known = rendered.get(key);
  if (known !== undefined) return known;
  const span = renderedSpan(formula);
  if (rendered.size >= REMEMBERED_FORMULAS) rendered.delete(rendered.keys().next().value!);
  rendered.set(key, span);
  return span;
}

function renderedSpan(formula: Formula): string {
  const result = renderFormula(formula);
  // The readable text rides along as the formula's alternative text (a PDF keeps it; readers without MathML say it).
  const alternative = ` alttext="${escapeAttribute(latexToText(formula.latex))}"`;
  return result.ok
    ? `${mathOpeningTag(formula)}${result.mathml.replace(/^<math/, `<math${alternative}`)}</span>`
    : `${mathOpeningTag(formula, true)}${escapeText(formula.latex)}</span>`;
}

/**
 * Fills every formula span of sanitised HTML with what it shows (docs/architecture.md#18-formulas):
 * whatever the span held before is dropped, its LaTeX alone is rendered again. The HTML is parsed
 * only when it has a formula; the spans are replaced where the parser found them, the rest of the
 * text is kept character for character.
 */
export function withFormulasRendered(html: string): string {
  if (!html.includes(MATH_ATTRIBUTE)) return html;
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const spans = outermostFormulas(document.children);
  let out = "";
  let from = 0;
  for (const span of spans) {
    const formula = formulaOf(span);
    // An empty formula is nothing to keep (the editor's leftover, a span typed by hand).
    out += html.slice(from, span.startIndex!) + (formula.latex.trim() === "" ? "" : storedFormula(formula));
    from = span.endIndex! + 1;
  }
  return out + html.slice(from);
}

/** The formula spans in document order, not looking inside one: what a span held is dropped with it. */
function outermostFormulas(nodes: ChildNode[]): Element[] {
  const found: Element[] = [];
  const stack = [...nodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!(node instanceof Element)) continue;
    if (isFormula(node)) found.push(node);
    else for (let index = node.children.length - 1; index >= 0; index--) stack.push(node.children[index]);
  }
  return found;
}
