import { textOf } from "@shared/richText";

const PREVIEW_LENGTH = 100;

/** The first 100 characters of a question's text without markup (docs/product.md#75-editing-an-exam). */
export function questionPreview(html: string): string {
  const text = textOf(html);
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}…` : text;
}
