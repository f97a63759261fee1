import { cellParagraphs } from "../../../../shared/imports/cellHtml";
import { htmlWithFormulas } from "../formulaText";
import { showEscapes } from "./escapes";
import type { ImageCollector } from "./images";
import { markdownHtml } from "./markdown";

/**
 * A GIFT text's format: `[html]`, `[moodle]`, `[plain]` or `[markdown]` before it. Without one a
 * question's text is Moodle's default (`moodle`); an answer or the general feedback takes the
 * question's format, as Moodle's parse_text_with_format does.
 */
export type GiftFormat = "html" | "moodle" | "plain" | "markdown";

const FORMATS = new Set<string>(["html", "moodle", "plain", "markdown"]);

/**
 * A piece of a question (its escapes still hidden) as its format and its text, the escapes shown
 * and trimmed. An unknown name in brackets (`[1, 2]`) is the text's own, not a format.
 */
export function withFormat(hidden: string, fallback: GiftFormat): { format: GiftFormat; text: string } {
  const trimmed = hidden.trim();
  if (trimmed.startsWith("[")) {
    const end = trimmed.indexOf("]");
    const name = end === -1 ? "" : trimmed.slice(1, end);
    if (FORMATS.has(name)) return { format: name as GiftFormat, text: showEscapes(trimmed.slice(end + 1)).trim() };
  }
  return { format: fallback, text: showEscapes(trimmed).trim() };
}

/**
 * The text as our HTML: HTML is kept (its data-URI images taken, its formulas made spans); the
 * other formats are text, escaped, one paragraph per line (Markdown's few marks applied).
 */
export function formatHtml(text: string, format: GiftFormat, images: ImageCollector): string {
  if (text === "") return "";
  if (format === "html") return htmlWithFormulas(images.take(text));
  if (format === "markdown") return markdownHtml(text);
  return cellParagraphs(text);
}
