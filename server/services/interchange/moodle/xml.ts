import { CDATA, Text, type Element } from "domhandler";
import { child } from "../xml/boundedXml";

/**
 * Reading Moodle's question XML: its elements hold their values as text or CDATA, one level down
 * (the elements themselves are found with ../xml/boundedXml.ts).
 */

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
export const textOf = (element: Element | undefined): string => (element ? ownText(child(element, "text")) : "");

/** The value of a child written as plain text (`<defaultgrade>2.0000000</defaultgrade>`), trimmed. */
export const valueOf = (element: Element, name: string): string => ownText(child(element, name)).trim();
