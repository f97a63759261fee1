import { textOf } from "../../../../shared/richText";
import { htmlWithFormulas, htmlWithLatex } from "../formulaText";

/**
 * The second column of a matching question is plain text in Moodle and GIFT, rich text here: read,
 * it is escaped with its LaTeX made formulas; written, it is the text with formulas as `\(…\)`.
 */

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

export const plainHtml = (text: string) => htmlWithFormulas(text.trim().replace(/[&<>]/g, (character) => ESCAPES[character]));

export const htmlPlain = (html: string) => textOf(htmlWithLatex(html, "parentheses"));
