import { DomHandler, Element, type ChildNode, type Document } from "domhandler";
import { Parser } from "htmlparser2";
import { turnTaker } from "../../common/turns";

/**
 * Parsing what the interchange readers are sent, with a ceiling on how deep elements nest.
 * htmlparser2 keeps its open elements in an array it grows at the front, so every opening tag
 * costs the depth so far: a file of nothing but opening tags costs the square of its length
 * (700 KB of `<a>` takes half a minute), and the walks over a deep tree run out of stack.
 * Stopping at a depth no real question reaches keeps the parse linear. In XML mode htmlparser2
 * reads the five XML entities and character references only: an `<!ENTITY>` declared in the file
 * is never expanded.
 *
 * Each reader says what it refuses in its own words: the parse only says which limit was passed.
 */

export type ParseLimit = "depth" | "elements";

class LimitPassed extends Error {
  constructor(readonly limit: ParseLimit) {
    super(limit);
  }
}

/** Builds the tree as DomHandler does, and gives up past `maxDepth` open elements or `maxElements` in all. */
class BoundedHandler extends DomHandler {
  private depth = 0;
  private elements = 0;

  constructor(
    private readonly maxDepth: number,
    private readonly maxElements: number,
    xmlMode: boolean,
  ) {
    // In XML every element is a plain one: a `<script>` there is no script.
    super(undefined, { xmlMode });
  }

  override onopentag(name: string, attribs: { [key: string]: string }): void {
    if (++this.depth > this.maxDepth) throw new LimitPassed("depth");
    if (++this.elements > this.maxElements) throw new LimitPassed("elements");
    super.onopentag(name, attribs);
  }

  override onclosetag(): void {
    this.depth--;
    super.onclosetag();
  }
}

export type BoundedDocument = { document: Document } | { exceeded: ParseLimit };

type BoundedOptions = { xmlMode: boolean; maxDepth: number; maxElements?: number };

function boundedParser(options: BoundedOptions) {
  const handler = new BoundedHandler(options.maxDepth, options.maxElements ?? Infinity, options.xmlMode);
  return { handler, parser: new Parser(handler, { xmlMode: options.xmlMode }) };
}

/** The limit a parse stopped at; any other error goes on. */
function limitPassed(error: unknown): BoundedDocument {
  if (error instanceof LimitPassed) return { exceeded: error.limit };
  throw error;
}

/** The document, unless its elements nest deeper or are more than the limits. */
export function parseBounded(text: string, options: BoundedOptions): BoundedDocument {
  const { handler, parser } = boundedParser(options);
  try {
    parser.end(text);
  } catch (error) {
    return limitPassed(error);
  }
  return { document: handler.root };
}

/**
 * The parser is fed this much of the text at a time: a few milliseconds of parsing on a loaded
 * 2-core machine, where a 7.6 MB Moodle file took 1.4 to 2 s to parse whole.
 */
export const PARSE_PIECE = 16 * 1024;

/**
 * parseBounded for a whole file (up to 10 MB), giving other requests their turn between pieces of
 * the text: the parser keeps what a piece leaves open (a tag, an entity) for the next one.
 */
export async function parseBoundedInTurns(text: string, options: BoundedOptions): Promise<BoundedDocument> {
  const { handler, parser } = boundedParser(options);
  const takeTurn = turnTaker();
  try {
    for (let at = 0; at < text.length; at += PARSE_PIECE) {
      parser.write(text.slice(at, at + PARSE_PIECE));
      await takeTurn();
    }
    parser.end();
  } catch (error) {
    return limitPassed(error);
  }
  return { document: handler.root };
}

/** Whether HTML nests no deeper than `maxDepth`, read without building its tree; `onElement` hears each element opened. */
export function nestsWithin(html: string, maxDepth: number, onElement: () => void): boolean {
  let depth = 0;
  const parser = new Parser({
    onopentag() {
      onElement();
      if (++depth > maxDepth) throw new LimitPassed("depth");
    },
    onclosetag() {
      depth--;
    },
  });
  try {
    parser.end(html);
  } catch (error) {
    if (error instanceof LimitPassed) return false;
    throw error;
  }
  return true;
}

export const isElement = (node: ChildNode | undefined): node is Element => node instanceof Element;

type Parent = { children: ChildNode[] };

export const childElements = (node: Parent): Element[] => node.children.filter(isElement);

/**
 * The first child element named so, names compared in any case (Moodle writes its names in lower
 * case; IMS metadata writes `taxonpath`, LOM `taxonPath`).
 */
export function child(node: Parent | undefined, name: string): Element | undefined {
  if (!node) return undefined;
  const wanted = name.toLowerCase();
  return node.children.find((element): element is Element => isElement(element) && element.name.toLowerCase() === wanted);
}

/** The child elements named so, in order. */
export function children(node: Parent | undefined, name: string): Element[] {
  if (!node) return [];
  const wanted = name.toLowerCase();
  return node.children.filter((element): element is Element => isElement(element) && element.name.toLowerCase() === wanted);
}
