/**
 * An Aiken file cut into its questions, line by line: the question's text, its options (`A) text`
 * or `A. text`, in letter order), then `ANSWER: B`. The ANSWER line ends a question; so does a
 * blank line followed by text after the options (a question whose ANSWER line is missing). A line
 * after an option, before a blank line, continues that option.
 */
export interface AikenDraft {
  /** The question's lines; a blank one between paragraphs. */
  text: string[];
  /** Each option's lines. */
  options: string[][];
  /** What follows `ANSWER:`, or null when the line is missing. */
  answer: string | null;
}

const ANSWER = /^ANSWER\s*:\s*(.*)$/i;

export function* aikenDrafts(text: string): Generator<AikenDraft> {
  let draft: AikenDraft = { text: [], options: [], answer: null };
  let blankAfterOptions = false;
  const hasContent = () => draft.text.length > 0 || draft.options.length > 0;
  const start = () => {
    draft = { text: [], options: [], answer: null };
    blankAfterOptions = false;
  };
  for (let from = 0; from <= text.length;) {
    const end = text.indexOf("\n", from);
    const line = text.slice(from, end === -1 ? text.length : end).trim();
    from = end === -1 ? text.length + 1 : end + 1;
    const answer = couldBeAnswer(line) ? ANSWER.exec(line) : null;
    const option = optionText(line, draft.options.length);
    if (answer) {
      if (!hasContent()) continue; // an ANSWER line with no question before it says nothing
      draft.answer = answer[1].trim();
      yield draft;
      start();
    } else if (option !== null && draft.text.length > 0) {
      draft.options.push([option]);
      blankAfterOptions = false;
    } else if (line === "") {
      if (draft.options.length > 0) blankAfterOptions = true;
      else if (draft.text.length > 0 && draft.text[draft.text.length - 1] !== "") draft.text.push("");
    } else if (draft.options.length === 0) draft.text.push(line);
    else if (!blankAfterOptions) draft.options[draft.options.length - 1].push(line);
    else {
      yield draft;
      start();
      draft.text.push(line);
    }
  }
  if (hasContent()) yield draft;
}

/** A cheap test first: most lines are not an ANSWER line, and a file may have millions of them. */
const couldBeAnswer = (line: string) => line.length >= 7 && (line[0] === "A" || line[0] === "a");

/**
 * The text of the option with the given index (0 for `A) …` or `a. …`), or null when the line is
 * not that option. Read by hand rather than by a regular expression: every line of the file is asked.
 */
function optionText(line: string, index: number): string | null {
  const letter = line.charCodeAt(0) | 0x20; // lower case
  if (letter !== 97 + index || (line[1] !== ")" && line[1] !== ".") || !/\s/.test(line[2] ?? "")) return null;
  const text = line.slice(3).trim();
  return text === "" ? null : text;
}
