import { textOf } from "../../../../shared/richText";
import { htmlWithLatex } from "../formulaText";
import type { PortableQuestion, PortableWriter } from "../portable";
import { escapeGift } from "./escapes";
import { withDataUris } from "./images";
import { metadataComments } from "./metadata";
import { isNumericalAnswer } from "./numerical";

/**
 * Writes questions as a GIFT file Moodle imports (and readGift reads back): each question its own
 * block after our metadata comment, `::name::`, its text as `[html]` with formulas as MathJax's
 * `\(…\)`/`\[…\]` and images inlined as data URIs, its answers one per line as Moodle writes
 * them. Every type fits, so nothing is left out; an essay's expected answer has no place in GIFT.
 */
export const writeGift: PortableWriter = (questions, title) => {
  const heading = title.trim() === "" ? [] : [`// ${title.replace(/\s+/g, " ").trim()}`, ""];
  const blocks = questions.map((question) => [...metadataComments(question), questionLines(question).join("\n"), ""].join("\n"));
  return { bytes: Buffer.from([...heading, ...blocks].join("\n"), "utf8"), leftOut: [] };
};

/** A piece of HTML as GIFT text: formulas as LaTeX, images inlined, escaped. */
const giftHtml = (html: string, question: PortableQuestion) =>
  escapeGift(withDataUris(htmlWithLatex(html, "parentheses"), question.images));

function questionLines(question: PortableQuestion): string[] {
  const name = question.name.trim() === "" ? "" : `::${escapeGift(question.name.trim())}::`;
  const feedback = question.explanation ? [`\t####${giftHtml(question.explanation, question)}`] : [];
  const answers = answerLines(question);
  const open = `${name}[html]${giftHtml(question.html, question)}{${answers.prefix}`;
  if (answers.lines.length === 0 && feedback.length === 0) return [`${open}}`];
  return [open, ...answers.lines, ...feedback, "}"];
}

/** A true/false question (its options' text, however they are marked up) is written as GIFT's own `{TRUE}`/`{FALSE}`. */
const TRUE_FALSE = ["Verdadeiro", "Falso"];

/** The answer block's lines, and what goes right after its `{` (`TRUE`, `#` for numerical answers). */
function answerLines(question: PortableQuestion): { prefix: string; lines: string[] } {
  if (question.type === "multiple_choice") {
    if (question.options.map((option) => textOf(option.html)).join("\n") === TRUE_FALSE.join("\n"))
      return { prefix: question.options[0].correct ? "TRUE" : "FALSE", lines: [] };
    return {
      prefix: "",
      lines: question.options.map((option) => `\t${option.correct ? "=" : "~"}${giftHtml(option.html, question)}`),
    };
  }
  if (question.type === "short_answer") {
    const numerical = question.acceptedAnswers.length > 0 && question.acceptedAnswers.every(isNumericalAnswer);
    // A number's `:` before its tolerance is GIFT's own syntax there, not text to escape.
    if (numerical) return { prefix: "#", lines: question.acceptedAnswers.map((answer) => `\t=${answer}`) };
    return { prefix: "", lines: question.acceptedAnswers.map((answer) => `\t=${escapeGift(answer)}`) };
  }
  return { prefix: "", lines: [] };
}
