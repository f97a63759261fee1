import type { PortableWriter, SkippedQuestion } from "../portable";
import { categoryPath } from "./category";
import { questionLines } from "./writeQuestion";
import { xmlValue } from "./xmlOut";

/**
 * Questions as Moodle's question XML, laid out as Moodle's own export: a category question naming
 * where Moodle files them, then each question. Every one of our types has a Moodle type (or the
 * closest one, writeQuestion.ts); a question whose parts do not fit its type is left out.
 */

/** The category the questions go to in the course Moodle imports them into, named after what was exported. */
const categoryLines = (title: string) => [
  `<!-- question: 0  -->`,
  `  <question type="category">`,
  `    <category>`,
  `      <text>${xmlValue(categoryPath(title.trim() || "Questões importadas"))}</text>`,
  `    </category>`,
  `    <info format="html">`,
  `      <text></text>`,
  `    </info>`,
  `    <idnumber></idnumber>`,
  `  </question>`,
];

export const writeMoodleXml: PortableWriter = (questions, title) => {
  const lines = [`<?xml version="1.0" encoding="UTF-8"?>`, `<quiz>`, ...categoryLines(title)];
  const leftOut: SkippedQuestion[] = [];
  let number = 0;
  for (const question of questions) {
    const written = questionLines(question);
    if ("reason" in written) leftOut.push({ name: question.name, reason: written.reason });
    else lines.push("", `<!-- question: ${++number}  -->`, ...written);
  }
  lines.push("", `</quiz>`, "");
  return { bytes: Buffer.from(lines.join("\n"), "utf8"), leftOut };
};
