import { Element, type ChildNode, type Document } from "domhandler";

/**
 * QTI 3.0 names what QTI 2.x named, in kebab case behind a `qti-` prefix (`choiceInteraction` is
 * `qti-choice-interaction`, `responseIdentifier` is `response-identifier`), and wraps the content of
 * rubric blocks and feedback in `qti-content-body`. Renamed to the 2.x vocabulary, a 3.0 item
 * reads with the 2.x reader (item21.ts); HTML elements and their attributes are left as they are.
 */

export const QTI3_ROOT = "qti-assessment-item";

const camel = (kebab: string) => kebab.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const kebab = (camelCase: string) => camelCase.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The 3.0 name of an element of the 2.x vocabulary, for messages naming it. */
export const qti3Name = (name: string) => `qti-${kebab(name)}`;

export function toQti2Vocabulary(document: Document): void {
  const stack: ChildNode[] = [...document.children];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!(node instanceof Element)) continue;
    if (node.name.startsWith("qti-")) {
      node.name = camel(node.name.slice(4));
      const attribs: Record<string, string> = {};
      for (const [name, value] of Object.entries(node.attribs))
        attribs[name.startsWith("data-") || name.includes(":") ? name : camel(name)] = value;
      node.attribs = attribs;
    }
    if (node.name === "contentBody") unwrap(node);
    stack.push(...node.children);
  }
}

/** Puts an element's children in its place. */
function unwrap(element: Element): void {
  const parent = element.parent;
  if (!parent) return;
  const index = parent.children.indexOf(element);
  for (const child of element.children) child.parent = parent;
  parent.children.splice(index, 1, ...element.children);
  for (let position = 0; position < parent.children.length; position++) {
    const child = parent.children[position];
    child.prev = parent.children[position - 1] ?? null;
    child.next = parent.children[position + 1] ?? null;
  }
}
