import { CDATA, Element, Text, type ChildNode } from "domhandler";

/** Reading Moodle's question XML: its elements hold their values as text or CDATA, one level down. */

export const isElement = (node: ChildNode): node is Element => node instanceof Element;

/** The element's child elements with this name, in order (Moodle writes its names in lower case). */
export const childrenNamed = (element: Element, name: string): Element[] =>
  element.children.filter((node): node is Element => isElement(node) && node.name.toLowerCase() === name);

export const childNamed = (element: Element, name: string): Element | undefined =>
  element.children.find((node): node is Element => isElement(node) && node.name.toLowerCase() === name);

/** The element's own text: its text and CDATA children joined, entities already decoded by the parser. */
export function ownText(element: Element | undefined): string {
  if (!element) return "";
  let text = "";
  for (const node of element.children) {
    if (node instanceof Text) text += node.data;
    else if (node instanceof CDATA) for (const inner of node.children) if (inner instanceof Text) text += inner.data;
  }
  return text;
}

/** The value Moodle writes as `<element><text>…</text></element>`. */
export const textOf = (element: Element | undefined): string => (element ? ownText(childNamed(element, "text")) : "");

/** The value of a child written as plain text (`<defaultgrade>2.0000000</defaultgrade>`), trimmed. */
export const valueOf = (element: Element, name: string): string => ownText(childNamed(element, name)).trim();
