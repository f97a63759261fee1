import { textOf } from "../../../../shared/richText";
import { htmlWithLatex } from "../formulaText";
import { checkedSpec, type CheckedSpec, type PortableQuestion, type PortableWriter, type SkippedQuestion } from "../portable";
import { pairsOf } from "../specs/pairs";
import { htmlPlain } from "../specs/plainHtml";
import { weightsOf, weightText } from "../specs/weights";
import { escapeGift } from "./escapes";
import { withDataUris } from "./images";
import { metadataComments } from "./metadata";

/**
 * Writes questions as a GIFT file Moodle imports (and readGift reads back): each question its own
 * block after our metadata comment, `::name::`, its text as `[html]` with formulas as MathJax's
 * `\(…\)`/`\[…\]` and images inlined as data URIs, its answers one per line as Moodle writes
 * them. A list of true/false statements and a Cebraspe block go as matching questions paired with
 * their words, a summation as a weighed multiple response (specs/); GIFT has no ordering question,
 * which is left out, and no place for an essay's expected answer.
 */
export const writeGift: PortableWriter = (questions, title) => {
  const heading = title.trim() === "" ? [] : [`// ${title.replace(/\s+/g, " ").trim()}`, ""];
  const blocks: string[] = [];
  const leftOut: SkippedQuestion[] = [];
  for (const question of questions) {
    const checked = checkedSpec(question);
    if (checked && "problem" in checked) leftOut.push({ name: question.name, reason: checked.problem });
    else if (checked?.type === "ordering")
      leftOut.push({ name: question.name, reason: "O formato GIFT não tem questão de ordenação." });
    else blocks.push([...metadataComments(question, checked), questionLines(question, checked).join("\n"), ""].join("\n"));
  }
  return { bytes: Buffer.from([...heading, ...blocks].join("\n"), "utf8"), leftOut };
};

/** A piece of HTML as GIFT text: formulas as LaTeX, images inlined, escaped. */
const giftHtml = (html: string, question: PortableQuestion) =>
  escapeGift(withDataUris(htmlWithLatex(html, "parentheses"), question.images));

function questionLines(question: PortableQuestion, checked: CheckedSpec | null): string[] {
  const name = question.name.trim() === "" ? "" : `::${escapeGift(question.name.trim())}::`;
  const feedback = question.explanation ? [`\t####${giftHtml(question.explanation, question)}`] : [];
  const answers = answerLines(question, checked);
  const open = `${name}[html]${giftHtml(question.html, question)}{${answers.prefix}`;
  if (answers.lines.length === 0 && feedback.length === 0) return [`${open}}`];
  return [open, ...answers.lines, ...feedback, "}"];
}

/** A true/false question (its options' text, however they are marked up) is written as GIFT's own `{TRUE}`/`{FALSE}`. */
const TRUE_FALSE = ["Verdadeiro", "Falso"];

/** A number as GIFT writes it: a point for the decimals, never an exponent. */
const giftNumber = (value: number) => value.toFixed(4).replace(/\.?0+$/, "");

/** The answer block's lines, and what goes right after its `{` (`TRUE`, `#` for a numerical answer). */
function answerLines(question: PortableQuestion, checked: CheckedSpec | null): { prefix: string; lines: string[] } {
  if (question.type === "multiple_choice") {
    if (question.options.map((option) => textOf(option.html)).join("\n") === TRUE_FALSE.join("\n"))
      return { prefix: question.options[0].correct ? "TRUE" : "FALSE", lines: [] };
    return {
      prefix: "",
      lines: question.options.map((option) => `\t${option.correct ? "=" : "~"}${giftHtml(option.html, question)}`),
    };
  }
  switch (checked?.type) {
    case "multiple_response":
    case "summation": {
      const weights = weightsOf(checked.type, checked.spec);
      return {
        prefix: "",
        lines: checked.spec.parts.map((part, index) => `\t~%${weightText(weights[index])}%${giftHtml(part.text, question)}`),
      };
    }
    case "matching":
    case "true_false":
    case "right_wrong": {
      const { pairs, extras } = pairsOf(checked);
      const pair = (html: string, answer: string) => `\t=${html} -> ${escapeGift(htmlPlain(answer))}`;
      return {
        prefix: "",
        lines: [
          ...pairs.map((item) => pair(giftHtml(item.html, question), item.answer)),
          ...extras.map((extra) => pair("", extra)),
        ],
      };
    }
    case "numeric": {
      const { value, tolerance } = checked.spec;
      // A number's `:` before its tolerance is GIFT's own syntax there, not text to escape.
      return { prefix: "#", lines: [`\t=${giftNumber(value)}${tolerance > 0 ? `:${giftNumber(tolerance)}` : ""}`] };
    }
    case "short_answer":
      return { prefix: "", lines: checked.spec.accepted.map((answer) => `\t=${escapeGift(answer)}`) };
    default:
      return { prefix: "", lines: [] };
  }
}
