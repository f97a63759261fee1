import { endianness } from "node:os";

/**
 * GIFT's escapes, as Moodle reads and writes them (question/format/gift/format.php): a backslash
 * before `~ = # { } :` makes the character plain text, `\\` is a backslash and `\n` a line break.
 * Any other backslash is kept as it is, so LaTeX (`\frac`, `\(`) needs no escaping, but its braces
 * and `=` do, and a command starting with `n` (`\neq`) must be written `\\neq`, as in Moodle.
 *
 * The reader first swaps each escaped character for a private-use stand-in, so the structural
 * search (`{`, `}`, `~`, `=`, `#`, `::`) sees only the unescaped ones, then swaps them back in the
 * pieces it keeps.
 */

const ESCAPABLE = ":#={}~";
/** Stand-ins for `: # = { } ~` and the line break, in that order: U+E000 to U+E006. */
const STAND_IN_BASE = 0xe000;
const NEWLINE_STAND_IN = STAND_IN_BASE + ESCAPABLE.length;
const BACKSLASH = 92;
const NEWLINE = 10;
const LETTER_N = 110;

const STAND_INS = /[\uE000-\uE006]/;
const isStandIn = (code: number) => code >= STAND_IN_BASE && code <= NEWLINE_STAND_IN;

/** By the code of the character after a backslash: its stand-in, a backslash for a second one, or -1 when it is no escape. */
const ESCAPED = new Int32Array(128).fill(-1);
ESCAPED[BACKSLASH] = BACKSLASH;
ESCAPED[LETTER_N] = NEWLINE_STAND_IN;
for (let index = 0; index < ESCAPABLE.length; index++) ESCAPED[ESCAPABLE.charCodeAt(index)] = STAND_IN_BASE + index;
const escaped = (code: number) => (code < 128 ? ESCAPED[code] : -1);

/**
 * The text with every GIFT escape replaced by its stand-in, from left to right as Moodle's
 * escapedchar_pre does (`\\{` is a backslash, then a brace). One pass over the code units: a file
 * of ten million backslashes costs what any other text of that size does.
 */
export function hideEscapes(text: string): string {
  if (!text.includes("\\") && !STAND_INS.test(text)) return text;
  const out = new Uint16Array(text.length);
  let length = 0;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    // A stand-in typed in the file would come back as a special character: private-use characters mean nothing in a question.
    if (isStandIn(code)) continue;
    const standIn = code === BACKSLASH && at + 1 < text.length ? escaped(text.charCodeAt(at + 1)) : -1;
    if (standIn !== -1) at++;
    out[length++] = standIn === -1 ? code : standIn;
  }
  return stringOf(out.subarray(0, length));
}

/** The stand-ins made the characters they stand for again. */
export function showEscapes(text: string): string {
  if (!STAND_INS.test(text)) return text;
  const out = new Uint16Array(text.length);
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    out[at] = !isStandIn(code) ? code : code === NEWLINE_STAND_IN ? NEWLINE : ESCAPABLE.charCodeAt(code - STAND_IN_BASE);
  }
  return stringOf(out);
}

/** Code units as a string, decoded natively in the machine's byte order (a spread of millions would overflow the stack). */
const codeUnits = new TextDecoder(endianness() === "LE" ? "utf-16le" : "utf-16be");
const stringOf = (codes: Uint16Array) => codeUnits.decode(codes);

/**
 * Text escaped for GIFT: `~ = # { } :` get a backslash, a line break is written `\n`, and a
 * backslash is doubled where it would otherwise start an escape (Moodle doubles them all; both read
 * back the same, this keeps LaTeX such as `\frac` legible).
 */
export function escapeGift(raw: string): string {
  const text = raw.replace(/\r\n?/g, "\n");
  let out = "";
  for (let at = 0; at < text.length; at++) {
    const character = text[at];
    if (character === "\n") out += "\\n";
    else if (ESCAPABLE.includes(character)) out += `\\${character}`;
    else if (character === "\\" && startsEscape(text[at + 1])) out += "\\\\";
    else out += character;
  }
  return out;
}

const startsEscape = (next: string | undefined) =>
  next === undefined || next === "\\" || next === "n" || next === "\n" || ESCAPABLE.includes(next);
