import type { AnswerSpecOf } from "../../../../shared/questionTypes/spec";
import type { PortableQuestion } from "../portable";
import { SUMMATION_CLASS } from "./readChoices";
import { choiceIdentifier, RESPONSE, responseDeclaration, templateProcessing, type ItemParts } from "./itemParts";
import { element, type QtiVersion } from "./vocabulary";

/**
 * Choice interactions: multiple choice (one choice), multiple response and summation (any number
 * of choices). Partial credit is map_response over a mapping that gives each right choice its
 * share of the points and takes a wrong one's share away (a summation's wrong proposition takes
 * all: UFSC's zero), never below 0; all or nothing is match_correct.
 */

type Flow = (html: string) => string;

const choices = (version: QtiVersion, texts: string[], flow: Flow) =>
  texts.map((html, index) => element(version, "simpleChoice", { identifier: choiceIdentifier(index) }, flow(html)));

export function multipleChoiceParts(version: QtiVersion, question: PortableQuestion, flow: Flow): ItemParts {
  const correct = question.options.findIndex((option) => option.correct);
  return {
    declaration: responseDeclaration(version, "single", "identifier", correct >= 0 ? [choiceIdentifier(correct)] : []),
    interaction: element(
      version,
      "choiceInteraction",
      { responseIdentifier: RESPONSE, shuffle: "false", maxChoices: "1" },
      choices(
        version,
        question.options.map((option) => option.html),
        flow,
      ).join(""),
    ),
    processing: templateProcessing(version, "match_correct"),
  };
}

export function multipleResponseParts(
  version: QtiVersion,
  type: "multiple_response" | "summation",
  spec: AnswerSpecOf<"multiple_response" | "summation">,
  points: number,
  flow: Flow,
): ItemParts {
  const right = spec.parts.filter((part) => part.correct).length;
  const wrong = spec.parts.length - right;
  const correct = spec.parts.flatMap((part, index) => (part.correct ? [choiceIdentifier(index)] : []));
  const partial = spec.scoring === "partial";
  const entries = spec.parts.map((part, index) => ({
    key: choiceIdentifier(index),
    value: part.correct ? points / right : type === "summation" ? -points : -points / Math.max(wrong, 1),
  }));
  return {
    declaration: responseDeclaration(
      version,
      "multiple",
      "identifier",
      correct,
      partial ? { entries, upperBound: points } : null,
    ),
    interaction: element(
      version,
      "choiceInteraction",
      {
        responseIdentifier: RESPONSE,
        // A summation's propositions keep their order: their numbers (01, 02, 04…) follow it.
        shuffle: "false",
        maxChoices: "0",
        class: type === "summation" ? SUMMATION_CLASS : undefined,
      },
      choices(
        version,
        spec.parts.map((part) => part.text),
        flow,
      ).join(""),
    ),
    processing: templateProcessing(version, partial ? "map_response" : "match_correct"),
  };
}
