import sanitizeHtml from "sanitize-html";
import { DISPLAY_ATTRIBUTE, MATH_ATTRIBUTE } from "../../../shared/math/format";
import { withFormulasRendered } from "./formulas";
import { withNestingCapped } from "./htmlNesting";

const STORED_IMAGE = /^\/objects\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The only HTML that is stored: what the question editor produces (text formatting, lists,
 * tables, images uploaded to this server, formulas). Scripts, event handlers, links, styles other
 * than alignment and images from elsewhere are removed, so a question can be shown anywhere
 * safely. A formula is a span with its LaTeX (shared/math/format.ts); what it shows is made here
 * from that LaTeX, never taken from the request.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags:
    "p br strong b em i u s sub sup span blockquote code pre ul ol li h2 h3 h4 hr img table thead tbody tr th td".split(" "),
  allowedAttributes: {
    img: ["src", "alt", "width", "height"],
    span: [MATH_ATTRIBUTE, DISPLAY_ATTRIBUTE],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan"],
    "*": ["style"],
  },
  allowedStyles: { "*": { "text-align": [/^(left|right|center|justify)$/] } },
  allowedSchemes: [],
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === "img" && !STORED_IMAGE.test(frame.attribs.src ?? ""),
  transformTags: {
    // A formula keeps its LaTeX and whether it is displayed, nothing else (withFormulasRendered fills it).
    span: (tagName, attribs) => {
      if (attribs[MATH_ATTRIBUTE] === undefined) return { tagName, attribs };
      const kept: sanitizeHtml.Attributes = { [MATH_ATTRIBUTE]: attribs[MATH_ATTRIBUTE] };
      if (attribs[DISPLAY_ATTRIBUTE] === "block") kept[DISPLAY_ATTRIBUTE] = "block";
      return { tagName, attribs: kept };
    },
  },
};

/**
 * A tag left open at the end hides what follows it, as in a browser (and as `textOf` counts it);
 * the parser would keep part of its name as text instead (`<script` became `script`).
 */
function withoutUnclosedTag(html: string): string {
  const open = html.lastIndexOf("<");
  if (open === -1 || html.includes(">", open) || !/^<[a-z/!?]/i.test(html.slice(open, open + 2))) return html;
  return html.slice(0, open);
}

/**
 * Deeper than an editor nests (a table in a list in a list, each cell formatted, is some twenty
 * levels): past it the parsers' cost grows with the square of the depth (htmlNesting.ts).
 */
const MAX_NESTING = 100;

export function sanitizeRichText(html: string): string {
  return withFormulasRendered(sanitizeHtml(withNestingCapped(withoutUnclosedTag(html), MAX_NESTING), OPTIONS).trim());
}

/** Only an essay has an expected answer; it is stored sanitised like the question's text. */
export function expectedAnswerForStorage(questionType: string, html: string | null | undefined): string | null {
  return questionType === "essay" && html ? sanitizeRichText(html) : null;
}
