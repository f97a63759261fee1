import DOMPurify from "dompurify";
import { useMemo } from "react";
import { DISPLAY_ATTRIBUTE, INVALID_ATTRIBUTE, MATH_ATTRIBUTE } from "@shared/math/format";
import { MATH_CSS } from "@shared/math/styles";
import { MATHML_ATTRIBUTES, MATHML_TAGS } from "@shared/math/mathml";
import { cn } from "@/lib/cn";
import { RICH_TEXT_CLASSES } from "./richTextStyles";

/**
 * The server's allowlist (server/services/common/sanitize.ts), applied again because the HTML is
 * injected here, with the MathML the server writes inside a formula's span (shared/math/format.ts).
 */
const ALLOWED_TAGS = [
  ..."p br strong b em i u s sub sup span blockquote code pre ul ol li h2 h3 h4 hr img table thead tbody tr th td".split(" "),
  ...MATHML_TAGS,
];
const ALLOWED_ATTR = [
  ..."src alt width height colspan rowspan style".split(" "),
  ...[MATH_ATTRIBUTE, DISPLAY_ATTRIBUTE, INVALID_ATTRIBUTE, "class"],
  ...MATHML_ATTRIBUTES,
];
// On the student page a stored image's link carries the attempt's key to it (server/services/attempts/images.ts).
const STORED_IMAGE = /^\/objects\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\?a=[0-9a-f-]{36}\.[\w-]{43})?$/i;
const ALIGNMENTS = ["left", "right", "center", "justify"];

// An instance of its own, so these hooks do not change how anything else in the app sanitises.
const purifier = DOMPurify(window);
// Classes are the formula renderer's spacing marks only (MATH_CSS); any other would restyle the text.
purifier.addHook("uponSanitizeAttribute", (_node, data) => {
  if (data.attrName === "class" && !/^tml-[\w-]+$/.test(data.attrValue)) data.keepAttr = false;
});
purifier.addHook("afterSanitizeAttributes", (node) => {
  // Images from elsewhere could track readers or break offline printing: only our stored files.
  if (node.tagName === "IMG" && !STORED_IMAGE.test(node.getAttribute("src") ?? "")) {
    node.remove();
    return;
  }
  // Style is kept for alignment only; anything else in it could restyle the page around the text.
  if (node instanceof HTMLElement && node.hasAttribute("style")) {
    const alignment = node.style.textAlign;
    node.removeAttribute("style");
    if (ALIGNMENTS.includes(alignment)) node.style.textAlign = alignment;
  }
});

// Once per page: the rules every formula shown needs.
const mathStyle = document.createElement("style");
mathStyle.textContent = MATH_CSS;
document.head.append(mathStyle);

// Set once: read again on every call, the allowlists (with MathML's) cost more than most texts.
purifier.setConfig({ ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });

/**
 * Texts already sanitised, by their HTML: an exam's formulas make sanitising its page cost tens of
 * milliseconds, paid again on every remount (a tab switched back, a question list re-sorted).
 */
const sanitized = new Map<string, string>();
const REMEMBERED_TEXTS = 500;

function sanitizeRichText(html: string): string {
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  const clean = purifier.sanitize(html);
  if (sanitized.size >= REMEMBERED_TEXTS) sanitized.delete(sanitized.keys().next().value!);
  sanitized.set(html, clean);
  return clean;
}

/** Stored rich text (a question, an option) shown read-only. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return <div className={cn(RICH_TEXT_CLASSES, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
