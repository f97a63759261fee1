import type { AnswerSpecOf } from "../../../../shared/questionTypes/spec";
import type { PortableQuestion } from "../portable";
import { weightsOf, weightText } from "../specs/weights";
import { combinedFeedback, htmlAnswer, type FieldWriter } from "./writeFields";

/**
 * Options as Moodle's multiple choice: one right (`single` true), or several weighed (`single`
 * false) for a multiple response question and a summation, whose weights give our rule
 * (specs/weights.ts) and whose tags say what weights cannot (specs/ruleTags.ts).
 */

const isTrueFalse = (question: PortableQuestion) =>
  question.options.length === 2 && question.options[0].html === "Verdadeiro" && question.options[1].html === "Falso";

const choiceLines = (single: boolean, shuffle: boolean, answers: string[]) => [
  `    <single>${single}</single>`,
  `    <shuffleanswers>${shuffle}</shuffleanswers>`,
  `    <answernumbering>abc</answernumbering>`,
  `    <showstandardinstruction>0</showstandardinstruction>`,
  ...combinedFeedback(),
  ...answers,
];

export function multipleChoiceLines(question: PortableQuestion, field: FieldWriter): string[] {
  const answers = question.options.flatMap((option) => htmlAnswer(option.correct ? "100" : "0", field(option.html)));
  // Verdadeiro before Falso, as a true/false question always shows them.
  return choiceLines(true, !isTrueFalse(question), answers);
}

export function weighedChoiceLines(
  type: "multiple_response" | "summation",
  spec: AnswerSpecOf<"multiple_response" | "summation">,
  field: FieldWriter,
): string[] {
  const weights = weightsOf(type, spec);
  const answers = spec.parts.flatMap((part, index) => htmlAnswer(weightText(weights[index]), field(part.text)));
  // A summation's propositions keep their order: their numbers (01, 02, 04…) follow it.
  return choiceLines(false, type === "multiple_response", answers);
}
