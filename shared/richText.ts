/**
 * What a reader sees of rich text: tags removed, spaces collapsed, stored images counted as content.
 * It agrees with what the server's sanitiser keeps: what is never shown (scripts, styles, form
 * controls, comments) is not text, an unclosed tag hides everything after it, and an image from
 * elsewhere is removed, so a question of `<script>` or `<b` alone is empty.
 *
 * One pass from left to right; every search continues where the last one stopped, so the time is
 * linear in the length of the input whatever it holds (it runs on every keystroke in the browser
 * and on every body the server validates).
 */

import { latexToText } from "./math/text";

/** Elements whose content is never shown, up to their end tag (or the end of the text). */
const HIDDEN = new Set(["script", "style", "textarea", "option", "xmp"]);
/** Elements whose content is plain text up to their end tag, tags included. */
const PLAIN = new Set(["title"]);
/** Elements that separate words on screen. */
const BREAKS = new Set(["p", "br", "li", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "td", "th", "blockquote", "div"]);
const STORED_IMAGE_SRC = /\ssrc\s*=\s*["']?\/objects\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}["'\s/>]/i;
const ENTITIES: Record<string, string> = { nbsp: " ", lt: "<", gt: ">", quot: '"', "#39": "'", amp: "&" };

/** A stored formula's opening tag (shared/math/format.ts), its LaTeX in the attribute. */
const MATH_SPAN = /^<span\s[^>]*?data-math="([^"]*)"/i;

const decodeEntities = (text: string) => text.replace(/&(nbsp|lt|gt|quot|#39|amp);/g, (_entity, name: string) => ENTITIES[name]);

const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isNameChar = (code: number) => isLetter(code) || (code >= 48 && code <= 57);
const isSpace = (code: number) => code === 32 || (code >= 9 && code <= 13);

/** The tag's name: letters and digits after `<` or `</`, lower-cased. */
function tagName(lower: string, from: number): string {
  let end = from;
  while (end < lower.length && isNameChar(lower.charCodeAt(end))) end++;
  return lower.slice(from, end);
}

/** The `>` that ends the tag starting at `from` (a `>` inside a quoted attribute value does not), or -1. */
function tagEnd(html: string, from: number): number {
  let at = from;
  while (at < html.length) {
    const code = html.charCodeAt(at);
    if (code === 62 /* > */) return at;
    at++;
    if (code !== 61 /* = */) continue;
    while (at < html.length && isSpace(html.charCodeAt(at))) at++;
    const quote = html[at];
    if (quote === '"' || quote === "'") {
      const end = html.indexOf(quote, at + 1);
      if (end === -1) return -1;
      at = end + 1;
    }
  }
  return -1;
}

/** Where the end tag `</name` (followed by a space, `/` or `>`) starts, or -1. */
function endTagAt(lower: string, name: string, from: number): number {
  let at = lower.indexOf(`</${name}`, from);
  while (at !== -1 && isNameChar(lower.charCodeAt(at + name.length + 2))) {
    at = lower.indexOf(`</${name}`, at + 1);
  }
  return at;
}

/** Where a comment, doctype, processing instruction or bogus end tag starting at `open` ends, or -1. */
function markupEnd(html: string, open: number): number {
  if (html.startsWith("<!--", open)) {
    const end = html.indexOf("-->", open + 4);
    return end === -1 ? -1 : end + 3;
  }
  const end = html.indexOf(">", open + 2);
  return end === -1 ? -1 : end + 1;
}

export function textOf(html: string): string {
  const lower = html.toLowerCase();
  const pieces: string[] = [];
  let text = 0; // where the text not yet copied starts
  let at = 0;
  for (;;) {
    const open = html.indexOf("<", at);
    if (open === -1) {
      pieces.push(html.slice(text));
      break;
    }
    const next = html.charCodeAt(open + 1);
    const closing = next === 47; /* / */
    const markup = next === 33 /* ! */ || next === 63 /* ? */ || (closing && !isLetter(html.charCodeAt(open + 2)));
    if (!markup && !closing && !isLetter(next)) {
      at = open + 1; // `a < b`, `<3`: a plain character
      continue;
    }
    pieces.push(html.slice(text, open));
    if (markup) {
      at = text = markupEnd(html, open);
      if (at === -1) break; // unclosed: hides the rest
      continue;
    }
    const close = tagEnd(html, open + 1);
    if (close === -1) break;
    const name = tagName(lower, open + (closing ? 2 : 1));
    at = text = close + 1;
    if (!closing && (HIDDEN.has(name) || PLAIN.has(name))) {
      const end = endTagAt(lower, name, at);
      if (PLAIN.has(name)) pieces.push(html.slice(at, end === -1 ? html.length : end));
      if (end === -1) break;
      const endClose = tagEnd(html, end + 2);
      if (endClose === -1) break;
      at = text = endClose + 1;
      pieces.push(" ");
    } else if (name === "span" && !closing && MATH_SPAN.test(html.slice(open, close + 1))) {
      // A formula reads as its LaTeX made readable; the MathML inside it is markup, not text.
      const latex = MATH_SPAN.exec(html.slice(open, close + 1))![1];
      pieces.push(` ${latexToText(decodeEntities(latex))} `);
      const end = endTagAt(lower, "span", at);
      if (end === -1) break;
      const endClose = tagEnd(html, end + 2);
      if (endClose === -1) break;
      at = text = endClose + 1;
    } else if (name === "img" && !closing) {
      if (STORED_IMAGE_SRC.test(html.slice(open, close + 1))) pieces.push(" [imagem] ");
    } else if (BREAKS.has(name)) {
      pieces.push(" ");
    }
  }
  return decodeEntities(pieces.join("")).replace(/\s+/g, " ").trim();
}
