import type { Formula } from "./format";

/** Plain text, or a formula written between delimiters. */
export type TextPiece = { text: string } | { formula: Formula };

const isSpace = (character: string | undefined) => character === undefined || /\s/.test(character);
const isDigit = (character: string | undefined) => character !== undefined && character >= "0" && character <= "9";

/**
 * Where the formula opened at `from` by `open` ends: the index of its closing delimiter, or -1.
 * A single `$` follows the usual rule for money ("R$ 10", "R$10 e R$5" are not formulas): the
 * opening one is not followed by a space, the closing one not preceded by a space nor followed by
 * a digit. A backslash escapes a dollar (`\$`).
 */
function closingAt(text: string, open: string, from: number): number {
  const close = open === "\\(" ? "\\)" : open === "\\[" ? "\\]" : open;
  for (let at = from; at < text.length; at++) {
    if (text[at] === "\\" && open.startsWith("$")) {
      at++; // `\$` inside a formula is a dollar sign, not its end
      continue;
    }
    if (!text.startsWith(close, at)) continue;
    if (open === "$" && (isSpace(text[at - 1]) || isDigit(text[at + 1]))) continue;
    return at;
  }
  return -1;
}

/**
 * Splits text into plain pieces and formulas typed between `$…$`, `$$…$$`, `\(…\)` or `\[…\]`
 * (display for `$$` and `\[`). An opening delimiter without its closing one is plain text. A search
 * for a closing delimiter reads on from where the formula opens and is done once per formula found,
 * and at most once per kind that is never closed: the time is linear in the length of the text.
 */
export function splitFormulas(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  const unclosed = new Set<string>();
  let plainFrom = 0;
  let at = 0;
  while (at < text.length) {
    const open = text.startsWith("$$", at)
      ? "$$"
      : text[at] === "$"
        ? "$"
        : text.startsWith("\\(", at)
          ? "\\("
          : text.startsWith("\\[", at)
            ? "\\["
            : undefined;
    const escaped = text[at - 1] === "\\";
    if (!open || escaped || (open === "$" && isSpace(text[at + 1]))) {
      at++;
      continue;
    }
    const start = at + open.length;
    const end = unclosed.has(open) ? -1 : closingAt(text, open, start);
    if (end === -1) {
      // Nothing closes it from here on, so nothing closes a later one of its kind either.
      unclosed.add(open);
      at = start;
      continue;
    }
    const latex = text.slice(start, end).trim();
    if (latex === "") {
      at = start;
      continue;
    }
    if (at > plainFrom) pieces.push({ text: text.slice(plainFrom, at) });
    pieces.push({ formula: { latex, display: open === "$$" || open === "\\[" ? "block" : "inline" } });
    at = plainFrom = end + (open === "$$" ? 2 : open === "$" ? 1 : 2);
  }
  if (plainFrom < text.length) pieces.push({ text: text.slice(plainFrom) });
  return pieces;
}

/** Whether the text has a formula between delimiters anywhere. */
export const hasFormula = (text: string) => splitFormulas(text).some((piece) => "formula" in piece);
