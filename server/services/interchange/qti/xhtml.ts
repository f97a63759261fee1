import { Element, Text, type ChildNode } from "domhandler";
import { parseDocument } from "htmlparser2";
import { formulaOf, isFormula } from "../../common/formulas";
import { renderFormula } from "../../common/renderFormula";
import type { Formula } from "../../../../shared/math/format";
import { escapeXmlAttribute, escapeXmlText } from "./xml";

/**
 * Our HTML as the XHTML a QTI item holds: well-formed (void elements closed, every attribute
 * quoted, entities written as characters), each formula as MathML carrying its LaTeX as a TeX
 * annotation (so that reading the item back gives the same LaTeX), each image at its file in the
 * package.
 */

export interface XhtmlContext {
  /** The src of the image named so in the question, relative to the item file; null when it has none. */
  imageSource(name: string): string | null;
}

const VOID = new Set(["area", "br", "col", "hr", "img", "input", "source", "track", "wbr"]);
/** What QTI's item body and rubric blocks take as children; anything else is wrapped in a div. */
const BLOCKS = new Set([
  "p",
  "div",
  "table",
  "ul",
  "ol",
  "dl",
  "blockquote",
  "pre",
  "hr",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "address",
]);
const XML_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
const MATHML_NAMESPACE = "http://www.w3.org/1998/Math/MathML";

export function toXhtml(html: string, context: XhtmlContext, options: { blocks?: boolean } = {}): string {
  const document = parseDocument(html);
  const xhtml = document.children.map((node) => nodeToXhtml(node, context)).join("");
  if (!options.blocks) return xhtml;
  const inline = document.children.some((node) =>
    node instanceof Text ? node.data.trim() !== "" : node instanceof Element && !BLOCKS.has(node.name),
  );
  return inline ? `<div>${xhtml}</div>` : xhtml;
}

function nodeToXhtml(node: ChildNode, context: XhtmlContext): string {
  if (node instanceof Text) return escapeXmlText(node.data);
  if (!(node instanceof Element)) return "";
  if (isFormula(node)) return mathml(formulaOf(node));
  const attribs = { ...node.attribs };
  if (node.name === "img") {
    const src = attribs.src?.startsWith("portable:") ? context.imageSource(attribs.src.slice("portable:".length)) : null;
    if (src === null) return "";
    attribs.src = src;
    // QTI requires an alternative text on every image.
    attribs.alt ??= "";
  }
  let opening = `<${node.name}`;
  for (const [name, value] of Object.entries(attribs)) {
    if (XML_NAME.test(name) && !/^on/i.test(name)) opening += ` ${name}="${escapeXmlAttribute(value)}"`;
  }
  if (VOID.has(node.name)) return `${opening}/>`;
  return `${opening}>${node.children.map((child) => nodeToXhtml(child, context)).join("")}</${node.name}>`;
}

/** The formula as MathML; one that does not parse still carries its LaTeX, shown as text. */
export function mathml(formula: Formula): string {
  const rendered = renderFormula(formula, { annotate: true });
  if (rendered.ok) return rendered.mathml;
  const display = formula.display === "block" ? ' display="block"' : "";
  return (
    `<math xmlns="${MATHML_NAMESPACE}"${display}><semantics><mtext>${escapeXmlText(formula.latex)}</mtext>` +
    `<annotation encoding="application/x-tex">${escapeXmlText(formula.latex)}</annotation></semantics></math>`
  );
}
