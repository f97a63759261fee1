import { CDATA, DomHandler, Element, Text, type ChildNode, type Document } from "domhandler";
import { Parser } from "htmlparser2";

/**
 * XML as the QTI files carry it, parsed without a DTD: htmlparser2 in XML mode reads the five XML
 * entities and character references only, so an `<!ENTITY>` declared in the file is never
 * expanded, and it reads in time proportional to the text. Element names lose their namespace
 * prefix (`m:math` is `math`), which the QTI tools use inconsistently.
 */

/** Deeper than this no item or manifest is written; the walks over the tree stay within the stack. */
export const MAX_XML_DEPTH = 200;

export class XmlTooDeep extends Error {}

/**
 * Refuses a tree deeper than MAX_XML_DEPTH while it is parsed: htmlparser2 keeps its open
 * elements in a list it shifts on every new element, so depth costs time as well as stack.
 */
class BoundedHandler extends DomHandler {
  override onopentag(name: string, attribs: Record<string, string>): void {
    if (this.tagStack.length > MAX_XML_DEPTH) throw new XmlTooDeep();
    super.onopentag(name, attribs);
  }
}

export function parseXml(text: string): Document {
  const handler = new BoundedHandler(undefined, { xmlMode: true });
  new Parser(handler, { xmlMode: true }).end(text.replace(/^\uFEFF/, ""));
  const document = handler.root;
  const stack: ChildNode[] = [...document.children];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node instanceof Element) {
      const colon = node.name.indexOf(":");
      if (colon >= 0) node.name = node.name.slice(colon + 1);
      stack.push(...node.children);
    }
  }
  return document;
}

export const isElement = (node: ChildNode | undefined): node is Element => node instanceof Element;

export const childElements = (node: { children: ChildNode[] }): Element[] => node.children.filter(isElement);

/** The first child element named so (case-insensitive: IMS metadata writes `taxonpath`, LOM `taxonPath`). */
export function child(node: { children: ChildNode[] } | undefined, name: string): Element | undefined {
  if (!node) return undefined;
  const wanted = name.toLowerCase();
  return childElements(node).find((element) => element.name.toLowerCase() === wanted);
}

export function children(node: { children: ChildNode[] } | undefined, name: string): Element[] {
  if (!node) return [];
  const wanted = name.toLowerCase();
  return childElements(node).filter((element) => element.name.toLowerCase() === wanted);
}

/** Every descendant element named so, in document order. */
export function descendants(node: { children: ChildNode[] }, name: string): Element[] {
  const wanted = name.toLowerCase();
  const found: Element[] = [];
  const stack: ChildNode[] = [...node.children].reverse();
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (!(current instanceof Element)) continue;
    if (current.name.toLowerCase() === wanted) found.push(current);
    for (let index = current.children.length - 1; index >= 0; index--) stack.push(current.children[index]);
  }
  return found;
}

/**
 * Named entities of HTML that tools write into XML without declaring them. Only these few are
 * read; any other stays as it was written.
 */
const HTML_ENTITIES: Record<string, string> = {
  nbsp: "\u00a0",
  ndash: "\u2013",
  mdash: "\u2014",
  hellip: "\u2026",
  laquo: "\u00ab",
  raquo: "\u00bb",
  ldquo: "\u201c",
  rdquo: "\u201d",
  lsquo: "\u2018",
  rsquo: "\u2019",
  deg: "\u00b0",
  times: "\u00d7",
  divide: "\u00f7",
  middot: "\u00b7",
  minus: "\u2212",
};

export const decodeHtmlEntities = (text: string) =>
  text.includes("&") ? text.replace(/&([a-z]+);/g, (whole, name: string) => HTML_ENTITIES[name] ?? whole) : text;

/** The text of a node and its descendants, entities read. */
export function textOf(node: ChildNode | undefined): string {
  if (!node) return "";
  if (node instanceof Text) return decodeHtmlEntities(node.data);
  if (!(node instanceof Element || node instanceof CDATA)) return "";
  let text = "";
  const stack: ChildNode[] = [...node.children].reverse();
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current instanceof Text) text += current.data;
    else if (current instanceof Element || current instanceof CDATA)
      for (let index = current.children.length - 1; index >= 0; index--) stack.push(current.children[index]);
  }
  return decodeHtmlEntities(text);
}

const TEXT_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
export const escapeXmlText = (text: string) => text.replace(/[&<>]/g, (character) => TEXT_ESCAPES[character]);
export const escapeXmlAttribute = (text: string) => text.replace(/[&<>"]/g, (character) => TEXT_ESCAPES[character]);
