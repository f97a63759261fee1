import { Parser, Tokenizer, type TokenizerCallbacks } from "htmlparser2";

/**
 * HTML whose elements nest at most so deep, for the parsers that read it after (the sanitiser's,
 * the formulas'). htmlparser2 keeps its open elements, and the MathML and SVG elements that open a
 * "foreign context", in arrays it grows at the front and searches from the front, so each tag costs
 * the depth so far: 100,000 nested `<b>` take seconds, a few megabytes of them hours.
 *
 * Past the cap an element's tags are dropped and what it holds is kept, as if the tags had not been
 * written: nested deeper than any editor writes, the HTML is hostile or broken, and dropping the
 * tags loses only what they hold themselves (formatting; a formula's LaTeX, kept in its tag), where
 * dropping what they hold would lose text a teacher wrote. Images hold nothing and are kept.
 * Elements whose content is never shown (a script, a style, a form's option) are kept wherever they
 * are, so that what they hide stays hidden; script, style, title, textarea and xmp hold raw text
 * that no tag can nest in, an option closes the option before it, so these add a level or two.
 */

/** Elements that open a "foreign context" (MathML, SVG) or close one again inside it. */
export const FOREIGN_CONTEXT_ELEMENTS = new Set([
  "math",
  "svg",
  "mi",
  "mo",
  "mn",
  "ms",
  "mtext",
  "annotation-xml",
  "foreignobject",
  "desc",
  "title",
]);

/** Elements that hold nothing and so never nest. */
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
/** Elements kept past the cap: what they hold is never shown, and the raw-text ones change how what follows is read. */
const HIDDEN_CONTENT = new Set(["script", "style", "title", "textarea", "xmp", "option"]);
/** Stands in for dropped tags: a comment keeps the text on either side from joining into a new tag (`<` + `b>`). */
const DROPPED = "<!---->";

/**
 * The HTML with no element nested deeper than `maxDepth` and no more foreign contexts open than
 * that, the tags past them dropped. Read once, with the element depth as htmlparser2 counts it.
 */
export function withNestingCapped(html: string, maxDepth: number): string {
  if (!mayNestBeyond(html, maxDepth)) return html;
  const cap = new NestingCap(html, maxDepth);
  const CappingTokenizer = class extends Tokenizer {
    constructor(options: ConstructorParameters<typeof Tokenizer>[0], parser: TokenizerCallbacks) {
      super(options, cap.between(parser));
    }
  };
  // The parser tells the depth, implied closings and all; the tokenizer in between withholds the dropped tags from it.
  new Parser(cap.depthCounter, { Tokenizer: CappingTokenizer }).end(html);
  return cap.result();
}

/** Each level of nesting takes a tag: with no more `<` than the cap, nothing can pass it. */
function mayNestBeyond(html: string, maxDepth: number): boolean {
  let tags = 0;
  for (let at = html.indexOf("<"); at !== -1; at = html.indexOf("<", at + 1)) if (++tags > maxDepth) return true;
  return false;
}

class NestingCap {
  private depth = 0;
  /** How many foreign contexts htmlparser2 holds: one to start with, one more per element of the set opened, one less per closed. */
  private foreignContexts = 1;
  /** The elements dropped and still open, innermost last, and how many of each name. */
  private readonly dropped: string[] = [];
  private readonly droppedNames = new Map<string, number>();
  /** The depth of the kept element that holds the dropped ones: when it closes, they close with it. */
  private droppedWithin = 0;
  /** Where the open tag being dropped starts; -1 when the one being read is kept. */
  private droppingFrom = -1;
  private readonly cuts: { start: number; end: number }[] = [];

  constructor(
    private readonly html: string,
    private readonly maxDepth: number,
  ) {}

  readonly depthCounter = {
    onopentag: () => {
      this.depth++;
    },
    onclosetag: () => {
      this.depth--;
      if (this.depth < this.droppedWithin) this.forgetDropped(0);
    },
  };

  /** The tokenizer's callbacks, handed to the parser but for the tags dropped. */
  between(parser: TokenizerCallbacks): TokenizerCallbacks {
    const keeping = () => this.droppingFrom === -1;
    return {
      ...bound(parser),
      onopentagname: (start, endIndex) => {
        const name = this.html.slice(start, endIndex).toLowerCase();
        if (this.keeps(name)) {
          if (FOREIGN_CONTEXT_ELEMENTS.has(name)) this.foreignContexts++;
          parser.onopentagname(start, endIndex);
          return;
        }
        if (this.dropped.length === 0) this.droppedWithin = this.depth;
        this.dropped.push(name);
        this.droppedNames.set(name, (this.droppedNames.get(name) ?? 0) + 1);
        this.droppingFrom = start - 1;
      },
      onattribname: (start, endIndex) => {
        if (keeping()) parser.onattribname(start, endIndex);
      },
      onattribdata: (start, endIndex) => {
        if (keeping()) parser.onattribdata(start, endIndex);
      },
      onattribentity: (codepoint) => {
        if (keeping()) parser.onattribentity(codepoint);
      },
      onattribend: (quote, endIndex) => {
        if (keeping()) parser.onattribend(quote, endIndex);
      },
      // `<b/>` is an open `<b>` in HTML: dropped, it waits for its end tag like any other.
      onopentagend: (endIndex) => (keeping() ? parser.onopentagend(endIndex) : this.endDropped(endIndex)),
      onselfclosingtag: (endIndex) => (keeping() ? parser.onselfclosingtag(endIndex) : this.endDropped(endIndex)),
      onclosetag: (start, endIndex) => {
        const name = this.html.slice(start, endIndex).toLowerCase();
        if (!this.droppedNames.has(name)) {
          if (FOREIGN_CONTEXT_ELEMENTS.has(name)) this.foreignContexts = Math.max(0, this.foreignContexts - 1);
          parser.onclosetag(start, endIndex);
          return;
        }
        // The innermost element of that name is a dropped one: its end tag goes too, and so do those it holds.
        this.forgetDropped(this.dropped.lastIndexOf(name));
        const end = this.html.indexOf(">", endIndex);
        this.cut(this.html.lastIndexOf("<", start), end === -1 ? this.html.length : end + 1);
      },
    };
  }

  private keeps(name: string): boolean {
    if (VOID.has(name) || HIDDEN_CONTENT.has(name)) return true;
    if (FOREIGN_CONTEXT_ELEMENTS.has(name) && this.foreignContexts > this.maxDepth) return false;
    // Inside a dropped element every tag is dropped: what it holds is flattened with it.
    return this.depth < this.maxDepth && this.dropped.length === 0;
  }

  /** Forgets the dropped elements from `index` on. */
  private forgetDropped(index: number) {
    while (this.dropped.length > index) {
      const name = this.dropped.pop()!;
      const left = this.droppedNames.get(name)! - 1;
      if (left === 0) this.droppedNames.delete(name);
      else this.droppedNames.set(name, left);
    }
  }

  private endDropped(endIndex: number) {
    this.cut(this.droppingFrom, endIndex + 1);
    this.droppingFrom = -1;
  }

  private cut(start: number, end: number) {
    const last = this.cuts.at(-1);
    if (last && last.end === start) last.end = end;
    else this.cuts.push({ start, end });
  }

  result(): string {
    let out = "";
    let from = 0;
    for (const cut of this.cuts) {
      out += this.html.slice(from, cut.start) + DROPPED;
      from = cut.end;
    }
    return out + this.html.slice(from);
  }
}

/** The parser's tokenizer callbacks, each bound to it, to pass on unchanged. */
function bound(parser: TokenizerCallbacks): TokenizerCallbacks {
  return {
    onattribdata: parser.onattribdata.bind(parser),
    onattribentity: parser.onattribentity.bind(parser),
    onattribend: parser.onattribend.bind(parser),
    onattribname: parser.onattribname.bind(parser),
    oncdata: parser.oncdata.bind(parser),
    onclosetag: parser.onclosetag.bind(parser),
    oncomment: parser.oncomment.bind(parser),
    ondeclaration: parser.ondeclaration.bind(parser),
    onend: parser.onend.bind(parser),
    onopentagend: parser.onopentagend.bind(parser),
    onopentagname: parser.onopentagname.bind(parser),
    onprocessinginstruction: parser.onprocessinginstruction.bind(parser),
    onselfclosingtag: parser.onselfclosingtag.bind(parser),
    ontext: parser.ontext.bind(parser),
    ontextentity: parser.ontextentity.bind(parser),
  };
}
