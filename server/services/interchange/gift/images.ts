import { Element, type ChildNode } from "domhandler";
import { parseDocument } from "htmlparser2";
import { escapeAttribute } from "../../../../shared/math/format";
import { imageExtension } from "../../objects/imageType";
import type { PortableImage } from "../portable";

/**
 * GIFT has no attachments: an image travels inside the HTML as a data URI
 * (`<img src="data:image/png;base64,…">`). Reading, each becomes one of the question's images
 * (`imagem-1.png`, …) and its `src` `portable:imagem-1.png`; writing does the reverse. An image from
 * elsewhere (a web address, Moodle's `@@PLUGINFILE@@`) is left as it is: the import sanitises it.
 */

const DATA_URI = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/=\s]*)$/i;
const PORTABLE = "portable:";

/** The images found so far in one question, shared by its text, options and explanation. */
export class ImageCollector {
  readonly images: PortableImage[] = [];

  /** The HTML with each data-URI image made one of the question's images. */
  take(html: string): string {
    return withImageSources(html, (src) => {
      const match = DATA_URI.exec(src.trim());
      const mimeType = match?.[1].toLowerCase() ?? "";
      const extension = imageExtension(mimeType);
      if (!match || !extension) return null;
      const name = `imagem-${this.images.length + 1}.${extension}`;
      this.images.push({ name, mimeType, bytes: Buffer.from(match[2].replace(/\s/g, ""), "base64") });
      return PORTABLE + name;
    });
  }
}

/** The HTML with each `portable:NAME` image that names one of `images` made a data URI. */
export function withDataUris(html: string, images: PortableImage[]): string {
  if (images.length === 0) return html;
  const byName = new Map(images.map((image) => [image.name, image]));
  return withImageSources(html, (src) => {
    const image = src.startsWith(PORTABLE) ? byName.get(src.slice(PORTABLE.length)) : undefined;
    return image ? `data:${image.mimeType};base64,${image.bytes.toString("base64")}` : null;
  });
}

/**
 * The HTML with the `src` of each `img` replaced by what `replace` gives (null: kept). A replaced
 * tag is written again with its attributes in order, double-quoted; the rest of the HTML is kept
 * character for character.
 */
function withImageSources(html: string, replace: (src: string) => string | null): string {
  if (!/<img/i.test(html)) return html;
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  let out = "";
  let from = 0;
  const stack: ChildNode[] = [...document.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!(node instanceof Element)) continue;
    if (node.name === "img" && node.attribs.src !== undefined) {
      const src = replace(node.attribs.src);
      if (src === null) continue;
      const attributes = Object.entries({ ...node.attribs, src }).map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`);
      out += `${html.slice(from, node.startIndex!)}<img${attributes.join("")}>`;
      from = node.endIndex! + 1;
    } else for (let index = node.children.length - 1; index >= 0; index--) stack.push(node.children[index]);
  }
  return out + html.slice(from);
}
