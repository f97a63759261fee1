import type { AnswerSpecOf } from "../../../../shared/questionTypes/spec";
import { combinedFeedback, textLines, type FieldWriter } from "./writeFields";

/**
 * An ordering question as the ordering plugin (qtype_ordering) writes it: the items in their right
 * order, each one's fraction its position; our partial rule is its ABSOLUTE_POSITION grading (a
 * share for each item in its place).
 */
export function orderingLines(spec: AnswerSpecOf<"ordering">, field: FieldWriter): string[] {
  return [
    `    <layouttype>VERTICAL</layouttype>`,
    `    <selecttype>ALL</selecttype>`,
    `    <selectcount>0</selectcount>`,
    `    <gradingtype>${spec.scoring === "all_or_nothing" ? "ALL_OR_NOTHING" : "ABSOLUTE_POSITION"}</gradingtype>`,
    `    <showgrading>SHOW</showgrading>`,
    `    <numberingstyle>none</numberingstyle>`,
    ...combinedFeedback(),
    ...spec.parts.flatMap((part, index) => [
      `    <answer fraction="${index + 1}.0000000" format="html">`,
      ...textLines(field(part.text), "      "),
      `    </answer>`,
    ]),
  ];
}
