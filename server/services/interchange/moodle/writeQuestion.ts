import { htmlWithLatex } from "../formulaText";
import type { PortableQuestion } from "../portable";
import { descriptorTags } from "./descriptors";
import { PluginFiles, type MoodleImage } from "./pluginfiles";
import { cdata, xmlAttribute, xmlValue } from "./xmlOut";

/**
 * One question in Moodle's layout, indented as Moodle's exporter indents it. Formulas are written
 * as `\(…\)` and `\[…\]`, which Moodle's MathJax filter shows.
 */

/** A short answer whose every answer is a number, with or without a tolerance ("3.14", "3.14:0.01"), is Moodle's numerical question. */
const NUMBER = /^-?\d+(?:\.\d+)?(?::\d+(?:\.\d+)?)?$/;

const fileLines = (files: MoodleImage[], indent: string) =>
  files.map(
    (file) =>
      `${indent}<file name="${xmlAttribute(file.fileName)}" path="/" encoding="base64">${file.bytes.toString("base64")}</file>`,
  );

/** A field's `<text>` and its files, the field's HTML given with its images already resolved. */
const textLines = (field: { html: string; files: MoodleImage[] }, indent: string) => [
  `${indent}<text>${cdata(field.html)}</text>`,
  ...fileLines(field.files, indent),
];

const emptyFeedback = (indent: string) => [
  `${indent}<feedback format="html">`,
  `${indent}  <text></text>`,
  `${indent}</feedback>`,
];

const plainAnswer = (text: string, extra: string[] = []) => [
  `    <answer fraction="100" format="moodle_auto_format">`,
  `      <text>${xmlValue(text)}</text>`,
  ...emptyFeedback("      "),
  ...extra,
  `    </answer>`,
];

const isTrueFalse = (question: PortableQuestion) =>
  question.options.length === 2 && question.options[0].html === "Verdadeiro" && question.options[1].html === "Falso";

export function questionLines(question: PortableQuestion): string[] {
  const files = new PluginFiles(question.images);
  const field = (html: string | null) => files.field(htmlWithLatex(html ?? "", "parentheses"));
  // Every field is resolved before the question's text is written: the images no field shows go with the text.
  const text = field(question.html);
  const explanation = field(question.explanation);
  const options = question.type === "multiple_choice" ? question.options.map((option) => field(option.html)) : [];
  const expected = question.type === "essay" ? field(question.expectedAnswer) : undefined;
  text.files.push(...files.unshown());

  const numerical =
    question.type === "short_answer" &&
    question.acceptedAnswers.length > 0 &&
    question.acceptedAnswers.every((answer) => NUMBER.test(answer));
  const moodleType =
    question.type === "multiple_choice"
      ? "multichoice"
      : question.type === "essay"
        ? "essay"
        : numerical
          ? "numerical"
          : "shortanswer";
  const lines = [
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
  ];

  if (question.type === "multiple_choice") {
    lines.push(
      `    <single>true</single>`,
      // Verdadeiro before Falso, as a true/false question always shows them.
      `    <shuffleanswers>${isTrueFalse(question) ? "false" : "true"}</shuffleanswers>`,
      `    <answernumbering>abc</answernumbering>`,
      `    <showstandardinstruction>0</showstandardinstruction>`,
      ...["correctfeedback", "partiallycorrectfeedback", "incorrectfeedback"].flatMap((name) => [
        `    <${name} format="html">`,
        `      <text></text>`,
        `    </${name}>`,
      ]),
      `    <shownumcorrect/>`,
      ...question.options.flatMap((option, index) => [
        `    <answer fraction="${option.correct ? 100 : 0}" format="html">`,
        ...textLines(options[index], "      "),
        ...emptyFeedback("      "),
        `    </answer>`,
      ]),
    );
  } else if (question.type === "essay") {
    lines.push(
      `    <responseformat>editor</responseformat>`,
      `    <responserequired>1</responserequired>`,
      `    <responsefieldlines>15</responsefieldlines>`,
      `    <minwordlimit></minwordlimit>`,
      `    <maxwordlimit></maxwordlimit>`,
      `    <attachments>0</attachments>`,
      `    <attachmentsrequired>0</attachmentsrequired>`,
      `    <maxbytes>0</maxbytes>`,
      `    <filetypeslist></filetypeslist>`,
      `    <graderinfo format="html">`,
      ...textLines(expected!, "      "),
      `    </graderinfo>`,
      `    <responsetemplate format="html">`,
      `      <text></text>`,
      `    </responsetemplate>`,
    );
  } else if (numerical) {
    for (const answer of question.acceptedAnswers) {
      const [value, tolerance = "0"] = answer.split(":");
      lines.push(...plainAnswer(value, [`      <tolerance>${tolerance}</tolerance>`]));
    }
    lines.push(
      `    <unitgradingtype>0</unitgradingtype>`,
      `    <unitpenalty>0.1000000</unitpenalty>`,
      `    <showunits>3</showunits>`,
      `    <unitsleft>0</unitsleft>`,
    );
  } else {
    lines.push(`    <usecase>0</usecase>`, ...question.acceptedAnswers.flatMap((answer) => plainAnswer(answer)));
  }

  const tags = [...question.tags, ...descriptorTags(question.descriptors)];
  if (tags.length > 0)
    lines.push(`    <tags>`, ...tags.map((tag) => `      <tag><text>${xmlValue(tag)}</text></tag>`), `    </tags>`);
  lines.push(`  </question>`);
  return lines;
}
