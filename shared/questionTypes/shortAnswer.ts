/**
 * A short answer against the accepted ones (docs/product.md#26-question-types): by default without
 * case, accents and extra spaces ("São Paulo" = "sao  paulo"); `*` stands for any run of
 * characters, as in Moodle. Linear in the answer's length: no regular expression is built from
 * what a teacher typed.
 */

const MARKS = /[\u0300-\u036f]/g;

/** The answer as compared: spaces collapsed and trimmed and, unless `exact`, lower case without accents. */
export function comparable(text: string, exact: boolean): string {
  const spaced = text.replace(/\s+/g, " ").trim();
  return exact ? spaced : spaced.normalize("NFD").replace(MARKS, "").toLowerCase();
}

/**
 * Whether `text` matches `pattern`, where `*` is any run of characters: the pattern's pieces
 * between stars are found left to right, the first anchored at the start and the last at the end.
 */
export function matchesPattern(text: string, pattern: string): boolean {
  const pieces = pattern.split("*");
  if (pieces.length === 1) return text === pattern;
  const first = pieces[0];
  const last = pieces[pieces.length - 1];
  if (!text.startsWith(first)) return false;
  let at = first.length;
  for (const piece of pieces.slice(1, -1)) {
    const found = text.indexOf(piece, at);
    if (found < 0) return false;
    at = found + piece.length;
  }
  return text.length - at >= last.length && text.endsWith(last);
}

export function isAccepted(answer: string, accepted: readonly string[], exact: boolean): boolean {
  const given = comparable(answer, exact);
  if (given === "") return false;
  return accepted.some((pattern) => matchesPattern(given, comparable(pattern, exact)));
}
