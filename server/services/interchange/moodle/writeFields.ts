import type { MoodleImage } from "./pluginfiles";
import { cdata, xmlAttribute, xmlValue } from "./xmlOut";

/** Pieces of Moodle's question layout that several question types share, indented as Moodle's exporter indents them. */

/** A field's HTML with its images resolved, and the files it carries. */
export type WrittenField = { html: string; files: MoodleImage[] };

/** Resolves a field's HTML (formulas as `\(…\)`, images as files) for the question being written. */
export type FieldWriter = (html: string | null) => WrittenField;

const fileLines = (files: MoodleImage[], indent: string) =>
  files.map(
    (file) =>
      `${indent}<file name="${xmlAttribute(file.fileName)}" path="/" encoding="base64">${file.bytes.toString("base64")}</file>`,
  );

/** A field's `<text>` and its files. */
export const textLines = (field: WrittenField, indent: string) => [
  `${indent}<text>${cdata(field.html)}</text>`,
  ...fileLines(field.files, indent),
];

export const emptyFeedback = (indent: string) => [
  `${indent}<feedback format="html">`,
  `${indent}  <text></text>`,
  `${indent}</feedback>`,
];

/** The feedback fields of the types that grade part by part, left empty for Moodle's own words. */
export const combinedFeedback = () => [
  ...["correctfeedback", "partiallycorrectfeedback", "incorrectfeedback"].flatMap((name) => [
    `    <${name} format="html">`,
    `      <text></text>`,
    `    </${name}>`,
  ]),
  `    <shownumcorrect/>`,
];

/** An answer Moodle keeps as plain text, worth every point. */
export const plainAnswer = (text: string, extra: string[] = []) => [
  `    <answer fraction="100" format="moodle_auto_format">`,
  `      <text>${xmlValue(text)}</text>`,
  ...emptyFeedback("      "),
  ...extra,
  `    </answer>`,
];

/** An answer in HTML with its weight. */
export const htmlAnswer = (fraction: string, field: WrittenField) => [
  `    <answer fraction="${fraction}" format="html">`,
  ...textLines(field, "      "),
  ...emptyFeedback("      "),
  `    </answer>`,
];
