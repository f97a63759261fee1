import {
  FILE_TOO_LARGE_REFUSAL,
  MAX_INTERCHANGE_FILE_BYTES,
  MAX_INTERCHANGE_QUESTIONS,
  type PortableRead,
  type PortableReader,
  TOO_MANY_QUESTIONS_REFUSAL,
} from "../portable";
import { turnTaker } from "../../common/turns";
import { child, children, isElement, parseBoundedInTurns } from "../xml/boundedXml";
import { OverBudget, ReadBudget } from "./budget";
import { categoryTags } from "./category";
import { readQuestion } from "./question";
import { textOf } from "./xml";

/**
 * Moodle's question XML (docs.moodle.org/en/Moodle_XML_format), as Moodle's own export writes it:
 * a `<quiz>` of `<question type="…">`, where a `category` question sets the category of the
 * questions after it.
 */

const count = new Intl.NumberFormat("pt-BR");

/** Moodle nests its elements five levels deep (quiz, question, answer, feedback, text); a file far deeper is not one. */
const MAX_XML_DEPTH = 32;
/**
 * A multiple-choice question takes some forty elements: a bank of the most questions a file may
 * hold has some two hundred thousand. Parsing costs a few microseconds an element.
 */
const MAX_XML_ELEMENTS = 300_000;

export const NOT_MOODLE_XML = "O arquivo não é um XML de questões do Moodle (falta o elemento <quiz>).";
export const MOODLE_TOO_DEEP = `O arquivo não é um XML de questões do Moodle: seus elementos se aninham em mais de ${MAX_XML_DEPTH} níveis.`;
export const MOODLE_TOO_MANY_ELEMENTS = `O arquivo tem mais de ${count.format(MAX_XML_ELEMENTS)} elementos XML: divida-o em partes menores.`;
export const MOODLE_EMPTY = "O arquivo do Moodle não tem nenhuma questão.";

/**
 * Read in turns (the parse by pieces, the questions as many as 20 ms of work take): read whole,
 * the 5,000-question bank of `npm run bench` (7.6 MB) held the event loop about 1 s, and 1 to 3 s
 * on a loaded 2-core machine.
 */
export const readMoodleXml: PortableReader = async (bytes) => {
  if (bytes.length > MAX_INTERCHANGE_FILE_BYTES) return { refusal: FILE_TOO_LARGE_REFUSAL };
  // Moodle writes UTF-8; the decoder drops a byte order mark.
  const text = new TextDecoder("utf-8").decode(bytes);
  const parsed = await parseBoundedInTurns(text, { xmlMode: true, maxDepth: MAX_XML_DEPTH, maxElements: MAX_XML_ELEMENTS });
  if ("exceeded" in parsed) return { refusal: parsed.exceeded === "depth" ? MOODLE_TOO_DEEP : MOODLE_TOO_MANY_ELEMENTS };
  const root = parsed.document.children.find(isElement);
  if (!root || root.name.toLowerCase() !== "quiz") return { refusal: NOT_MOODLE_XML };
  const elements = children(root, "question");
  const isCategory = (element: (typeof elements)[number]) => element.attribs.type === "category";
  const questionCount = elements.filter((element) => !isCategory(element)).length;
  if (questionCount === 0) return { refusal: MOODLE_EMPTY };
  if (questionCount > MAX_INTERCHANGE_QUESTIONS) return { refusal: TOO_MANY_QUESTIONS_REFUSAL };

  const read: PortableRead = { questions: [], skipped: [] };
  const budget = new ReadBudget();
  let tags: string[] = [];
  const takeTurn = turnTaker();
  try {
    for (const element of elements) {
      await takeTurn();
      if (isCategory(element)) {
        tags = categoryTags(textOf(child(element, "category")));
        continue;
      }
      const result = readQuestion(element, tags, budget);
      if ("question" in result) read.questions.push(result.question);
      else read.skipped.push(result.skipped);
    }
  } catch (error) {
    if (error instanceof OverBudget) return { refusal: error.message };
    throw error;
  }
  return read;
};
