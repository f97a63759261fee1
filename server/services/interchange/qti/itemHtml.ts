import { CDATA, Element, Text, type ChildNode } from "domhandler";
import { mathSpan } from "../../../../shared/math/format";
import { mathmlToLatex } from "./mathmlToLatex";
import { decodeHtmlEntities, escapeXmlAttribute, escapeXmlText, textOf } from "./xml";

/**
 * The XHTML content of an item (its body, a choice, a feedback) as our HTML: elements and text
 * kept as they are (the importer sanitises them), MathML made formula spans, images pointed at
 * the question's images. QTI's own elements inside the content are left to the caller.
 */

export interface HtmlContext {
  /** What an element of the item's vocabulary becomes; undefined for an element kept as HTML. */
  special(element: Element): string | undefined;
  /** The `src` an image takes in our HTML (`portable:NAME`), or null to leave the image out. */
  imageSource(src: string): string | null;
}

const VOID = new Set(["area", "br", "col", "hr", "img", "input", "source", "track", "wbr"]);
// prettier-ignore
const BLOCKS = new Set([
  "address", "blockquote", "caption", "col", "colgroup", "dd", "div", "dl", "dt", "figure", "h1", "h2", "h3", "h4", "h5",
  "h6", "hr", "li", "ol", "p", "pre", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul",
]);

/**
 * White space between blocks is the file's indentation, not text: it goes, so that the HTML reads
 * the same whichever tool indented the XML. QTI's own elements (camel case, or 2.x single words
 * such as `prompt`) count as blocks.
 */
function isIndentation(node: Text): boolean {
  if (node.data.trim() !== "") return false;
  const isBlock = (sibling: ChildNode | null) =>
    sibling === null ||
    (sibling instanceof Element && (BLOCKS.has(sibling.name) || /[A-Z]/.test(sibling.name) || sibling.name === "prompt"));
  return isBlock(node.prev) && isBlock(node.next);
}

export function nodesToHtml(nodes: ChildNode[], context: HtmlContext): string {
  let out = "";
  for (const node of nodes) out += nodeToHtml(node, context);
  return out;
}

function nodeToHtml(node: ChildNode, context: HtmlContext): string {
  if (node instanceof Text) return isIndentation(node) ? "" : escapeXmlText(decodeHtmlEntities(node.data));
  if (node instanceof CDATA) return escapeXmlText(textOf(node));
  if (!(node instanceof Element)) return "";
  const special = context.special(node);
  if (special !== undefined) return special;

  if (node.name === "math") return formula(node);
  if (node.name === "img") return image(node, node.attribs.src ?? "", context);
  if (node.name === "object" && /^image\//i.test(node.attribs.type ?? "")) {
    // QTI 2.0 tools place images as objects; the object's content is its alternative text.
    const alt = textOf(node).trim();
    return image(node, node.attribs.data ?? "", context, alt ? { alt } : {});
  }
  const opening = `<${node.name}${attributes(node.attribs)}>`;
  if (VOID.has(node.name)) return opening;
  return `${opening}${nodesToHtml(node.children, context)}</${node.name}>`;
}

function formula(math: Element): string {
  const latex = mathmlToLatex(math);
  if (latex === "") return "";
  const block = math.attribs.display === "block" || math.attribs.mode === "display";
  return mathSpan({ latex, display: block ? "block" : "inline" });
}

function image(element: Element, src: string, context: HtmlContext, extra: Record<string, string> = {}): string {
  const source = context.imageSource(src);
  if (source === null) return "";
  const kept: Record<string, string> = { src: source };
  for (const name of ["alt", "width", "height", "title"])
    if (element.attribs[name] !== undefined) kept[name] = element.attribs[name];
  return `<img${attributes({ ...kept, ...extra })}>`;
}

/** The attributes that mean something in HTML: namespace declarations and `xml:`/`xsi:` ones go. */
function attributes(attribs: Record<string, string>): string {
  let out = "";
  for (const [name, value] of Object.entries(attribs)) {
    if (name === "xmlns" || name.includes(":")) continue;
    out += ` ${name}="${escapeXmlAttribute(decodeHtmlEntities(value))}"`;
  }
  return out;
}
