import { DomHandler, type Document } from "domhandler";
import { Parser } from "htmlparser2";

/**
 * Parsing with a ceiling on how deep elements nest. htmlparser2 keeps its open elements in an
 * array it grows at the front, so every opening tag costs the depth so far: a file of nothing but
 * opening tags costs the square of its length (700 KB of `<a>` takes half a minute). Stopping at a
 * depth no real question reaches keeps the parse linear.
 */

class TooDeep extends Error {}
class TooManyElements extends Error {}

/** Builds the tree as DomHandler does, and gives up past `maxDepth` open elements or `maxElements` in all. */
class BoundedHandler extends DomHandler {
  private depth = 0;
  private elements = 0;

  constructor(
    private readonly maxDepth: number,
    private readonly maxElements: number,
  ) {
    super();
  }

  override onopentag(name: string, attribs: { [key: string]: string }): void {
    if (++this.depth > this.maxDepth) throw new TooDeep();
    if (++this.elements > this.maxElements) throw new TooManyElements();
    super.onopentag(name, attribs);
  }

  override onclosetag(): void {
    this.depth--;
    super.onclosetag();
  }
}

export type BoundedDocument = { document: Document } | { exceeded: "depth" | "elements" };

/** The document, unless its elements nest deeper or are more than the limits. Entities beyond XML's own five are never expanded. */
export function parseBounded(
  text: string,
  options: { xmlMode: boolean; maxDepth: number; maxElements?: number },
): BoundedDocument {
  const handler = new BoundedHandler(options.maxDepth, options.maxElements ?? Infinity);
  try {
    new Parser(handler, { xmlMode: options.xmlMode }).end(text);
  } catch (error) {
    if (error instanceof TooDeep) return { exceeded: "depth" };
    if (error instanceof TooManyElements) return { exceeded: "elements" };
    throw error;
  }
  return { document: handler.root };
}

/** Whether HTML nests no deeper than `maxDepth`, read without building its tree; `onElement` hears each element opened. */
export function nestsWithin(html: string, maxDepth: number, onElement: () => void): boolean {
  let depth = 0;
  const parser = new Parser({
    onopentag() {
      onElement();
      if (++depth > maxDepth) throw new TooDeep();
    },
    onclosetag() {
      depth--;
    },
  });
  try {
    parser.end(html);
  } catch (error) {
    if (error instanceof TooDeep) return false;
    throw error;
  }
  return true;
}
