import { ImageRun, Paragraph, TextRun, type ParagraphChild } from "docx";
import type { ChildNode, Element } from "domhandler";
import { parseDocument } from "htmlparser2";
import { formulaOf, isFormula } from "../../common/formulas";
import type { StoredImage } from "../inlineImages";
import { wordFormula } from "./formula";
import { imageSize } from "./imageSize";

/** Word's widest picture in the page's text column, in pixels at 96 dpi. */
const MAX_IMAGE_WIDTH = 560;

interface Marks {
  bold?: boolean;
  italics?: boolean;
  underline?: { type: "single" };
  subScript?: boolean;
  superScript?: boolean;
}

const MARKS: Record<string, Marks> = {
  strong: { bold: true },
  b: { bold: true },
  em: { italics: true },
  i: { italics: true },
  u: { underline: { type: "single" } },
  sub: { subScript: true },
  sup: { superScript: true },
};

const IMAGE_TYPES: Record<string, "png" | "jpg" | "gif"> = { "image/png": "png", "image/jpeg": "jpg", "image/gif": "gif" };

function imageRun(src: string, images: Map<string, StoredImage>): ImageRun | undefined {
  const image = images.get(src.toLowerCase());
  const type = image && IMAGE_TYPES[image.contentType];
  const size = image && imageSize(image.bytes);
  // WebP has no place in a .docx; such an image is left out rather than breaking the file.
  if (!image || !type || !size) return undefined;
  const scale = Math.min(1, MAX_IMAGE_WIDTH / size.width);
  return new ImageRun({
    type,
    data: image.bytes,
    transformation: { width: Math.round(size.width * scale), height: Math.round(size.height * scale) },
  });
}

/** A formula on a line of its own: its own paragraph, unless it is all the paragraph has after its prefix. */
class DisplayedFormula {
  constructor(readonly element: Element) {}
}

type Inline = ParagraphChild | DisplayedFormula;

/** The inline content of a block: text runs with their marks, line breaks, pictures and formulas. */
function inline(nodes: ChildNode[], marks: Marks, images: Map<string, StoredImage>): Inline[] {
  const runs: Inline[] = [];
  for (const node of nodes) {
    if (node.type === "text") {
      if (node.data) runs.push(new TextRun({ text: node.data.replace(/\s+/g, " "), ...marks }));
    } else if (node.type === "tag") {
      const element = node as Element;
      if (element.name === "br") runs.push(new TextRun({ text: "", break: 1 }));
      else if (isFormula(element)) {
        const formula = formulaOf(element);
        runs.push(formula.display === "block" ? new DisplayedFormula(element) : wordFormula(formula));
      } else if (element.name === "img") {
        const picture = imageRun(element.attribs.src ?? "", images);
        if (picture) runs.push(picture);
      } else runs.push(...inline(element.children, { ...marks, ...MARKS[element.name] }, images));
    }
  }
  return runs;
}

const BLOCKS = new Set(["p", "h2", "h3", "h4", "blockquote", "pre", "li", "ul", "ol", "table", "tr", "hr"]);

/**
 * Sanitised question HTML as Word paragraphs: bold, italics, underline, sub/superscript, lists
 * and pictures kept; anything else becomes plain text.
 */
export function richTextParagraphs(
  html: string,
  images: Map<string, StoredImage>,
  options: { numbering: string; prefix?: ParagraphChild[] },
): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let prefix = options.prefix;

  const paragraph = (
    children: ParagraphChild[],
    extra: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {},
    evenIfEmpty = false,
  ) => {
    if (children.length === 0 && !evenIfEmpty) return;
    paragraphs.push(new Paragraph({ children: [...(prefix ?? []), ...children], spacing: { after: 80 }, ...extra }));
    prefix = undefined;
  };

  /**
   * The block's content as one paragraph, or several where a displayed formula stands on a line of
   * its own (Word keeps such an equation alone in its paragraph). An option that is one displayed
   * formula stays on its letter's line, as an equation in the line.
   */
  const push = (
    children: Inline[],
    extra: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {},
    evenIfEmpty = false,
  ) => {
    const displayed = (child: Inline) => child instanceof DisplayedFormula;
    if (!children.some(displayed)) return paragraph(children as ParagraphChild[], extra, evenIfEmpty);
    if (prefix && children.length === 1) {
      return paragraph([wordFormula(formulaOf((children[0] as DisplayedFormula).element), false)], extra);
    }
    // A list item's number goes on its first paragraph only.
    let first = extra;
    let runs: ParagraphChild[] = [];
    const flush = () => {
      if (runs.length > 0 || prefix) {
        paragraph(runs, first, true);
        first = {};
      }
      runs = [];
    };
    for (const child of children) {
      if (!(child instanceof DisplayedFormula)) {
        runs.push(child);
        continue;
      }
      flush();
      paragraphs.push(
        new Paragraph({ children: [wordFormula(formulaOf(child.element))], spacing: { before: 60, after: 120 }, ...first }),
      );
      first = {};
    }
    if (runs.length > 0) flush();
  };

  const walk = (nodes: ChildNode[], list?: { ordered: boolean; level: number }) => {
    let loose: ChildNode[] = [];
    const flush = () => {
      push(inline(loose, {}, images));
      loose = [];
    };
    for (const node of nodes) {
      const element = node.type === "tag" ? (node as Element) : undefined;
      if (!element || !BLOCKS.has(element.name)) {
        loose.push(node);
        continue;
      }
      flush();
      if (element.name === "ul" || element.name === "ol")
        walk(element.children, { ordered: element.name === "ol", level: (list?.level ?? -1) + 1 });
      else if (element.name === "li" && list) {
        const nested = element.children.filter((child) => child.type === "tag" && ["ul", "ol"].includes((child as Element).name));
        const own = element.children.filter((child) => !nested.includes(child));
        push(
          inline(own, {}, images),
          list.ordered ? { numbering: { reference: options.numbering, level: list.level } } : { bullet: { level: list.level } },
        );
        walk(nested, list);
      } else if (element.name === "table" || element.name === "tr") walk(element.children);
      else push(inline(element.children, {}, images));
    }
    flush();
  };

  walk(parseDocument(html).children);
  // Text that was empty still gets its letter ("C)"), so the options keep their sequence.
  if (prefix) push([], {}, true);
  return paragraphs;
}
