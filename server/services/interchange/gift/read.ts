import {
  MAX_INTERCHANGE_FILE_BYTES,
  MAX_INTERCHANGE_QUESTIONS,
  FILE_TOO_LARGE_REFUSAL,
  TOO_MANY_QUESTIONS_REFUSAL,
  type PortableRead,
  type PortableReader,
  type PortableRefusal,
} from "../portable";
import { turnTaker } from "../../common/turns";
import { decodeText } from "../textEncoding";
import { giftBlocks } from "./blocks";
import { categoryTags } from "./category";
import { hideEscapes, showEscapes } from "./escapes";
import { readGiftQuestion } from "./question";

/**
 * Reads a GIFT file (Moodle's text format for questions, docs.moodle.org "GIFT format"), as
 * Moodle's own import reads it. Multiple choice, true/false, short answer, numerical (as short
 * answer) and essay are taken; matching, multiple response and descriptions are named with why
 * they were left out. Every step reads the text from left to right a bounded number of times, so
 * the time is linear in the size of the file whatever it holds.
 */

const CATEGORY = "$CATEGORY:";

/** Its questions are read in turns: read whole, 5,000 of them (1.2 MB) held the server for half a second. */
export const readGift: PortableReader = async (bytes) => {
  if (bytes.length > MAX_INTERCHANGE_FILE_BYTES) return { refusal: FILE_TOO_LARGE_REFUSAL };
  const text = decodeText(bytes);
  if (text.trim() === "") return { refusal: "O arquivo está vazio." };
  return readBlocks(text);
};

async function readBlocks(text: string): Promise<PortableRead | PortableRefusal> {
  const read: PortableRead = { questions: [], skipped: [] };
  const takeTurn = turnTaker();
  let tags: string[] = [];
  let items = 0;
  let descriptions = 0;
  for (const block of giftBlocks(text)) {
    await takeTurn();
    let hidden = hideEscapes(block.text);
    if (hidden.startsWith(CATEGORY)) {
      // The category applies to the questions after it; a question written right under the line (no blank line) is still read.
      const lineEnd = hidden.indexOf("\n");
      tags = categoryTags(showEscapes(hidden.slice(CATEGORY.length, lineEnd === -1 ? hidden.length : lineEnd)));
      if (lineEnd === -1) continue;
      hidden = hidden.slice(lineEnd + 1);
    }
    if (++items > MAX_INTERCHANGE_QUESTIONS) return { refusal: TOO_MANY_QUESTIONS_REFUSAL };
    const outcome = readGiftQuestion(hidden, block.comments, tags);
    if ("question" in outcome) read.questions.push(outcome.question);
    else read.skipped.push(outcome.skipped);
    if ("description" in outcome) descriptions++;
  }
  // Only descriptions (or nothing) means text that is not GIFT at all, not a GIFT file with questions we could not take.
  if (read.questions.length === 0 && read.skipped.length === descriptions)
    return { refusal: "O arquivo não tem nenhuma questão no formato GIFT (pergunta seguida de respostas entre chaves)." };
  return read;
}
