import type { Element } from "domhandler";
import type { PortableQuestion, SkippedQuestion } from "../portable";
import { child, children } from "../xml/boundedXml";
import { READABLE_TYPES, readAnswers } from "./answers";
import type { ReadBudget } from "./budget";
import { splitRuleTags } from "../specs/ruleTags";
import { splitDescriptorTags } from "./descriptors";
import { FieldReader, MAX_QUESTION_FILES, TooComplexHtml, TooManyFiles } from "./fields";
import { htmlPlainText, isBlankHtml } from "./html";
import { unsupportedReason } from "./unsupported";
import { textOf, valueOf } from "./xml";

/** One `<question>` of a Moodle file, read or skipped with why. */
export type QuestionRead = { question: PortableQuestion } | { skipped: SkippedQuestion };

const NAME_FROM_TEXT = 60;

/** Enough of a question's text to find its first words, however much markup comes before them. */
const TEXT_START = 2000;

/** How a skipped question is named in the report: its name, or the start of its text. */
function reportedName(question: Element, name: string): string {
  if (name !== "") return name;
  const field = child(question, "questiontext");
  const start = textOf(field).slice(0, TEXT_START);
  const text =
    field?.attribs.format === "html" || !field?.attribs.format ? htmlPlainText(start) : start.replace(/\s+/g, " ").trim();
  return Array.from(text.slice(0, 2 * NAME_FROM_TEXT))
    .slice(0, NAME_FROM_TEXT)
    .join("");
}

const pointsOf = (question: Element) => {
  const points = Number.parseFloat(valueOf(question, "defaultgrade"));
  return Number.isFinite(points) && points > 0 ? points : null;
};

const ownTags = (question: Element) => {
  const tags = child(question, "tags");
  return tags ? children(tags, "tag").map((tag) => textOf(tag).trim()) : [];
};

/** Reads a question of a category whose path gave `categoryTags`, spending from the file's budget. */
export function readQuestion(question: Element, categoryTags: string[], budget: ReadBudget): QuestionRead {
  const type = (question.attribs.type ?? "").trim().toLowerCase();
  const name = textOf(child(question, "name")).trim();
  const skip = (reason: string): QuestionRead => ({ skipped: { name: reportedName(question, name), reason } });
  if (!READABLE_TYPES.has(type)) return skip(unsupportedReason(type));
  try {
    const fields = new FieldReader(question, budget);
    const html = fields.child(question, "questiontext");
    if (isBlankHtml(html)) return skip("Questão sem enunciado não é importada.");
    const ruled = splitRuleTags([...categoryTags, ...ownTags(question)].filter(Boolean));
    const answers = readAnswers(type, question, fields, ruled.hints);
    if ("reason" in answers) return skip(answers.reason);
    const explanation = fields.child(question, "generalfeedback");
    const { tags, descriptors } = splitDescriptorTags(ruled.tags);
    return {
      question: {
        name,
        html,
        ...answers,
        explanation: isBlankHtml(explanation) ? null : explanation,
        points: pointsOf(question),
        tags,
        descriptors,
        images: fields.readImages,
      },
    };
  } catch (error) {
    if (error instanceof TooComplexHtml) return skip("O texto da questão tem HTML aninhado demais para ser importado.");
    if (error instanceof TooManyFiles) return skip(`A questão tem mais de ${MAX_QUESTION_FILES} arquivos anexados.`);
    throw error;
  }
}
