/**
 * Numbers as Brazilian teachers type and read them: a decimal comma (`2,5`), though a dot typed on
 * an English keyboard or a numeric pad is read as the decimal point too (`2.5`).
 */

const PLAIN = /^-?(\d+[.,]?\d*|[.,]\d+)$/;
/** `1.234,5`: dots between groups of three digits, then a decimal comma (without it, a dot is the decimal point). */
const GROUPED = /^-?\d{1,3}(\.\d{3})+,\d+$/;

/**
 * The number in `text`, or null when it is blank or not one number: `2,5` and `2.5` are 2.5,
 * `1.234,5` is 1234.5 but `1.234` is 1.234; `2,5,1`, `1,234.5` and `2a` are refused rather than guessed at.
 */
export function parseDecimal(text: string): number | null {
  const compact = text.trim().replace(/\s/g, "");
  if (GROUPED.test(compact)) return Number(compact.replace(/\./g, "").replace(",", "."));
  if (!PLAIN.test(compact)) return null;
  return Number(compact.replace(",", "."));
}

const formats = new Map<number, Intl.NumberFormat>();

/** `2,5`, `10`, `1234,5`: no thousands separator, so what an input shows reads back the same. */
export function formatDecimal(value: number, maximumFractionDigits = 2): string {
  let format = formats.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat("pt-BR", { maximumFractionDigits, useGrouping: false });
    formats.set(maximumFractionDigits, format);
  }
  return format.format(value);
}

const pointsFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });

/** "1 ponto", "1,5 pontos". */
export function formatPoints(points: number): string {
  return `${pointsFormat.format(points)} ${points === 1 ? "ponto" : "pontos"}`;
}
