import { htmlWithLatex } from "../formulaText";
import { checkedSpec, type CheckedSpec, type PortableQuestion } from "../portable";
import { pairsOf } from "../specs/pairs";
import { ruleTags } from "../specs/ruleTags";
import { descriptorTags } from "./descriptors";
import { PluginFiles } from "./pluginfiles";
import { multipleChoiceLines, weighedChoiceLines } from "./writeChoices";
import { textLines, type FieldWriter } from "./writeFields";
import { orderingLines } from "./writeOrdering";
import { pairLines } from "./writePairs";
import { essayLines, numericalLines, shortAnswerLines } from "./writeTexts";
import { xmlValue } from "./xmlOut";

/**
 * One question in Moodle's layout, indented as Moodle's exporter indents it. Formulas are written
 * as `\(…\)` and `\[…\]`, which Moodle's MathJax filter shows. Each of our types has its Moodle
 * type or the closest one Moodle grades the same way (docs/product.md#22-question-interchange).
 */

/** The Moodle type and the lines after the common fields, for the question's type. */
function typeLines(question: PortableQuestion, checked: CheckedSpec | null, field: FieldWriter) {
  if (!checked) {
    if (question.type === "multiple_choice") return { moodleType: "multichoice", lines: multipleChoiceLines(question, field) };
    return { moodleType: "essay", lines: essayLines(field(question.expectedAnswer)) };
  }
  switch (checked.type) {
    case "multiple_response":
    case "summation":
      return { moodleType: "multichoice", lines: weighedChoiceLines(checked.type, checked.spec, field) };
    case "true_false":
    case "right_wrong":
    case "matching":
      return { moodleType: "match", lines: pairLines(pairsOf(checked), field) };
    case "numeric":
      return { moodleType: "numerical", lines: numericalLines(checked.spec) };
    case "short_answer":
      return { moodleType: "shortanswer", lines: shortAnswerLines(checked.spec) };
    case "ordering":
      return { moodleType: "ordering", lines: orderingLines(checked.spec, field) };
  }
}

/** The question's lines, or why it cannot be written (its spec does not fit its type). */
export function questionLines(question: PortableQuestion): string[] | { reason: string } {
  const checked = checkedSpec(question);
  if (checked && "problem" in checked) return { reason: checked.problem };
  const files = new PluginFiles(question.images);
  const field: FieldWriter = (html) => files.field(htmlWithLatex(html ?? "", "parentheses"));
  // Every field is resolved before the question's text is written: the images no field shows go with the text.
  const text = field(question.html);
  const explanation = field(question.explanation);
  const { moodleType, lines: answerLines } = typeLines(question, checked, field);
  text.files.push(...files.unshown());

  const tags = [...question.tags, ...descriptorTags(question.descriptors), ...ruleTags(checked)];
  return [
    `  <question type="${moodleType}">`,
    `    <name>`,
    `      <text>${xmlValue(question.name)}</text>`,
    `    </name>`,
    `    <questiontext format="html">`,
    ...textLines(text, "      "),
    `    </questiontext>`,
    `    <generalfeedback format="html">`,
    ...textLines(explanation, "      "),
    `    </generalfeedback>`,
    `    <defaultgrade>${question.points ?? 1}</defaultgrade>`,
    `    <penalty>0.3333333</penalty>`,
    `    <hidden>0</hidden>`,
    `    <idnumber></idnumber>`,
    ...answerLines,
    ...(tags.length > 0
      ? [`    <tags>`, ...tags.map((tag) => `      <tag><text>${xmlValue(tag)}</text></tag>`), `    </tags>`]
      : []),
    `  </question>`,
  ];
}
