/**
 * How a formula is stored in rich text (docs/architecture.md#18-formulas): a `span` whose
 * `data-math` attribute holds the LaTeX, the source of truth, with `data-display="block"` for a
 * formula on its own line. The server fills the span with the formula's MathML when it stores the
 * text (or its LaTeX and `data-invalid` when it does not parse), so every reader shows it without a
 * math library; the editor and the exports read only the attribute.
 */
export const MATH_ATTRIBUTE = "data-math";
export const DISPLAY_ATTRIBUTE = "data-display";
export const INVALID_ATTRIBUTE = "data-invalid";

/** A formula longer than a page of LaTeX is not a school formula; it is refused rather than rendered. */
export const MAX_FORMULA_LENGTH = 2000;

export type FormulaDisplay = "inline" | "block";

export interface Formula {
  latex: string;
  display: FormulaDisplay;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" };
export const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (character) => ATTRIBUTE_ESCAPES[character]);

/** The stored span's opening tag, as the sanitiser writes it (one order of attributes, one quoting). */
export function mathOpeningTag({ latex, display }: Formula, invalid = false): string {
  const displayAttribute = display === "block" ? ` ${DISPLAY_ATTRIBUTE}="block"` : "";
  return `<span ${MATH_ATTRIBUTE}="${escapeAttribute(latex)}"${displayAttribute}${invalid ? ` ${INVALID_ATTRIBUTE}=""` : ""}>`;
}

/** A formula as the editor hands it to the server: the span alone, which the server fills. */
export const mathSpan = (formula: Formula) => `${mathOpeningTag(formula)}</span>`;
