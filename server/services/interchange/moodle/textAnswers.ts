import type { Element } from "domhandler";
import { children } from "../xml/boundedXml";
import type { Answers } from "./answers";
import type { FieldReader } from "./fields";
import { fullAnswers } from "./fraction";
import { textOf, valueOf } from "./xml";

/** Moodle's short answer and numerical questions: the answers worth every point. */

const distinct = (values: string[]) => [...new Set(values)].filter((value) => value !== "");

/** `usecase` 1 compares case; ours then compares case, accents and spaces. */
export function shortAnswer(question: Element, fields: FieldReader): Answers {
  const accepted = distinct(fullAnswers(question).map((answer) => fields.plainText(answer)));
  if (accepted.length === 0) return { reason: "Questão de resposta curta sem resposta correta (nota 100%)." };
  const exact = valueOf(question, "usecase") === "1";
  return { type: "short_answer", options: [], answerSpec: { accepted, exact }, expectedAnswer: null };
}

const numberOf = (text: string) => {
  const value = Number(text.trim().replace(",", "."));
  return text.trim() !== "" && Number.isFinite(value) ? value : null;
};

/**
 * The first answer worth every point, with its tolerance (Moodle's is absolute), and the unit
 * whose multiplier is 1 (the one the answer is given in). "*" (any answer) is not one.
 */
export function numerical(question: Element): Answers {
  const answer = fullAnswers(question).find((candidate) => numberOf(textOf(candidate)) !== null);
  if (!answer) return { reason: "Questão numérica sem resposta correta (nota 100%)." };
  const value = numberOf(textOf(answer))!;
  const tolerance = Math.abs(numberOf(valueOf(answer, "tolerance")) ?? 0);
  const units = children(children(question, "units")[0], "unit");
  const unit = units.find((candidate) => numberOf(valueOf(candidate, "multiplier")) === 1);
  return {
    type: "numeric",
    options: [],
    answerSpec: { value, tolerance, unit: unit ? valueOf(unit, "unit_name") || null : null },
    expectedAnswer: null,
  };
}
