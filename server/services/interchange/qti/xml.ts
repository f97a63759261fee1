import { CDATA, Element, Text, type ChildNode, type Document } from "domhandler";
import { parseBounded } from "../xml/boundedXml";

/**
 * XML as the QTI files carry it, parsed without a DTD and with a nesting cap (../xml/boundedXml.ts).
 * Element names lose their namespace prefix (`m:math` is `math`), which the QTI tools use
 * inconsistently.
 */

/** Deeper than this no item or manifest is written; the walks over the tree stay within the stack. */
export const MAX_XML_DEPTH = 200;

/** The document, or null when its elements nest deeper than MAX_XML_DEPTH. */
export function parseXml(text: string): Document | null {
  const parsed = parseBounded(text.replace(/^\uFEFF/, ""), { xmlMode: true, maxDepth: MAX_XML_DEPTH });
  if ("exceeded" in parsed) return null;
  const document = parsed.document;
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
