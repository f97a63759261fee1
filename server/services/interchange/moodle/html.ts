import { DomUtils } from "htmlparser2";
import { MATH_ATTRIBUTE } from "../../../../shared/math/format";
import { FOREIGN_CONTEXT_ELEMENTS } from "../../common/htmlNesting";
import { nestsWithin, parseBounded } from "../xml/boundedXml";
import type { ReadBudget } from "./budget";

/**
 * The HTML a Moodle file carries, checked before anything parses it whole. The formula conversion
 * and the import's sanitiser parse it with htmlparser2, whose cost grows with the square of the
 * nesting depth; a question's HTML nests a few levels, so deeper HTML is refused, not parsed.
 */

const MAX_HTML_DEPTH = 64;

/**
 * MathML and SVG elements open a "foreign context" that the parser also keeps in an array grown at
 * the front, and that one is not emptied when the element is closed implicitly (`<p><svg></p>`)
 * or written self-closing: counted here the way the parser counts them.
 */
const MAX_FOREIGN_CONTEXT = 500;

function foreignContextStaysSmall(html: string): boolean {
  let open = 0;
  for (const match of html.matchAll(/<(\/?)([A-Za-z][^\s/>]*)/g)) {
    if (!FOREIGN_CONTEXT_ELEMENTS.has(match[2].toLowerCase())) continue;
    if (match[1]) open = Math.max(0, open - 1);
    else if (++open > MAX_FOREIGN_CONTEXT) return false;
  }
  return true;
}

/** Whether parsing the HTML would cost more than its length: nesting no editor writes. Its elements are spent from the file's budget. */
export function htmlTooComplex(html: string, budget: ReadBudget): boolean {
  if (!html.includes("<")) return false;
  return !foreignContextStaysSmall(html) || !nestsWithin(html, MAX_HTML_DEPTH, () => budget.spendHtmlElement());
}

/**
 * The text a reader sees, spaces collapsed; "" for HTML too complex to parse. Only for HTML already
 * checked, or short: what it does not parse it is not asked about.
 */
export function htmlPlainText(html: string): string {
  const text = !html.includes("<") && !html.includes("&") ? html : documentText(html);
  return text.replace(/\s+/g, " ").trim();
}

function documentText(html: string): string {
  if (!foreignContextStaysSmall(html)) return "";
  const parsed = parseBounded(html, { xmlMode: false, maxDepth: MAX_HTML_DEPTH });
  return "document" in parsed ? DomUtils.textContent(parsed.document) : "";
}

const SPACE = /\s/;

/** Whether some character outside the tags is neither a space nor part of an entity (`&nbsp;`): text anyone sees, found without parsing. */
function hasPlainText(html: string): boolean {
  let inTag = false;
  for (let at = 0; at < html.length; at++) {
    const character = html[at];
    if (inTag) inTag = character !== ">";
    else if (character === "<") inTag = true;
    else if (character === "&") {
      // An entity is a few characters up to its ";", looked for no further.
      const end = html.slice(at, at + 12).indexOf(";");
      if (end === -1) return true;
      at += end;
    } else if (!SPACE.test(character)) return true;
  }
  return false;
}

/** Whether the HTML shows nothing: an editor's empty paragraph (`<p><br></p>`) is not an explanation. */
export const isBlankHtml = (html: string): boolean =>
  !hasPlainText(html) &&
  !/<(img|svg|math|video|audio|iframe|object|embed)\b/i.test(html) &&
  !html.includes(MATH_ATTRIBUTE) &&
  htmlPlainText(html) === "";
