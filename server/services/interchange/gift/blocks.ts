/**
 * A GIFT file cut as Moodle cuts it: every line trimmed, a blank line ends a question (or a
 * `$CATEGORY:` line), a line starting with `//` is a comment. Moodle drops comments; ours and
 * Moodle's `[tag:…]` are read from them, so each block keeps its comment lines apart.
 */
export interface GiftBlock {
  /** The block's lines that are not comments, trimmed, joined with `\n`. */
  text: string;
  /** Its comment lines, `//` and all. */
  comments: string[];
}

const SLASH = 47;
const NEWLINE = 10;
const isSpace = (code: number) =>
  code === 32 || code === 9 || code === 11 || code === 12 || code === 13 || code === 0xa0 || code === 0xfeff;

/**
 * The blocks of the file in order, handed one by one so a reader can stop early (too many
 * questions). One pass: a line is found by its bounds, not copied; lines that follow one another
 * untrimmed are taken as one slice of the file, so a block of a million short lines costs a few
 * slices rather than a million strings.
 */
export function* giftBlocks(text: string): Generator<GiftBlock> {
  let pieces: string[] = [];
  let comments: string[] = [];
  let runStart = -1; // where the run of lines being taken whole starts, -1 when none is open
  let runEnd = -1;
  const closeRun = () => {
    if (runStart !== -1) pieces.push(text.slice(runStart, runEnd));
    runStart = -1;
  };
  for (let from = 0; from <= text.length;) {
    const lineEnd = text.indexOf("\n", from);
    const end = lineEnd === -1 ? text.length : lineEnd;
    let first = from;
    let last = end;
    while (first < last && isSpace(text.charCodeAt(first))) first++;
    while (last > first && isSpace(text.charCodeAt(last - 1))) last--;
    if (first === last) {
      closeRun();
      if (pieces.length > 0) yield { text: pieces.join("\n"), comments };
      if (pieces.length > 0 || comments.length > 0) [pieces, comments] = [[], []];
    } else if (text.charCodeAt(first) === SLASH && text.charCodeAt(first + 1) === SLASH) {
      closeRun();
      comments.push(text.slice(first, last));
    } else if (runStart !== -1 && first === from && runEnd === from - 1 && text.charCodeAt(runEnd) === NEWLINE) {
      runEnd = last; // this line follows the run untrimmed: the run grows
    } else {
      closeRun();
      runStart = first;
      runEnd = last;
    }
    from = end + 1;
  }
  closeRun();
  if (pieces.length > 0) yield { text: pieces.join("\n"), comments };
}
