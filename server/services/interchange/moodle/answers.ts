import type { Element } from "domhandler";
import type { PortableQuestion } from "../portable";
import type { RuleHints } from "../specs/ruleTags";
import { multipleChoice, multipleResponse, trueFalse } from "./choiceAnswers";
import type { FieldReader } from "./fields";
import { isBlankHtml } from "./html";
import { ordering } from "./orderingAnswers";
import { matching } from "./pairAnswers";
import { numerical, shortAnswer } from "./textAnswers";
import { valueOf } from "./xml";

/**
 * What each question type Moodle shares with us answers with: multiple choice (one right answer or
 * several), true/false, matching, short answer, numerical, essay and the ordering plugin's. A
 * question that does not fit our types is named with the reason it is skipped.
 */

export type Answers = Pick<PortableQuestion, "type" | "options" | "answerSpec" | "expectedAnswer"> | { reason: string };

export const READABLE_TYPES = new Set([
  "multichoice",
  "multichoiceset",
  "truefalse",
  "essay",
  "shortanswer",
  "numerical",
  "match",
  "ordering",
]);

export function readAnswers(type: string, question: Element, fields: FieldReader, hints: RuleHints): Answers {
  switch (type) {
    case "multichoice": {
      const single = (valueOf(question, "single") || "true").toLowerCase();
      return single === "false" || single === "0" ? multipleResponse(question, fields, hints) : multipleChoice(question, fields);
    }
    case "multichoiceset":
      // The all-or-nothing plugin's question: every right option and no wrong one, or nothing.
      return multipleResponse(question, fields, { ...hints, allOrNothing: true });
    case "truefalse":
      return trueFalse(question);
    case "essay": {
      const expected = fields.child(question, "graderinfo");
      return { type: "essay", options: [], answerSpec: null, expectedAnswer: isBlankHtml(expected) ? null : expected };
    }
    case "shortanswer":
      return shortAnswer(question, fields);
    case "numerical":
      return numerical(question);
    case "match":
      return matching(question, fields, hints);
    case "ordering":
      return ordering(question, fields);
    default:
      throw new Error(`Moodle question type ${type} has no reader`);
  }
}
