import type { Element } from "domhandler";
import type { ScoringRule } from "../../../../shared/questionTypes/spec";
import { children } from "../xml/boundedXml";
import type { Answers } from "./answers";
import type { FieldReader } from "./fields";
import { fractionOf } from "./fraction";
import { valueOf } from "./xml";

/**
 * The ordering plugin's question (qtype_ordering): its answers in their right order, each
 * answer's `fraction` its position. Its grading `ALL_OR_NOTHING` (-1 in old versions) is ours;
 * every other grading gives a share for what is right, as ours does item by item in place.
 */
export function ordering(question: Element, fields: FieldReader): Answers {
  const answers = children(question, "answer").map((answer, index) => ({ answer, index, position: fractionOf(answer) }));
  // Positions written as fractions give the order; a file without them keeps its own.
  const positioned = new Set(answers.map((answer) => answer.position)).size === answers.length;
  if (positioned) answers.sort((a, b) => a.position - b.position || a.index - b.index);
  const grading = valueOf(question, "gradingtype").toUpperCase();
  const scoring: ScoringRule = grading === "ALL_OR_NOTHING" || grading === "-1" ? "all_or_nothing" : "partial";
  const parts = answers.map(({ answer }) => ({ text: fields.html(answer) }));
  return { type: "ordering", options: [], answerSpec: { parts, scoring }, expectedAnswer: null };
}
