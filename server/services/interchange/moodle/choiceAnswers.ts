import type { Element } from "domhandler";
import { specFromWeights } from "../specs/weights";
import type { RuleHints } from "../specs/ruleTags";
import { children } from "../xml/boundedXml";
import type { Answers } from "./answers";
import type { FieldReader } from "./fields";
import { fractionOf, isFull } from "./fraction";
import { textOf } from "./xml";

/** Moodle's multiple choice (one right answer, or several weighed) and its true/false question. */

export function multipleChoice(question: Element, fields: FieldReader): Answers {
  const answers = children(question, "answer");
  const fractions = answers.map(fractionOf);
  // A negative fraction is a penalty for a wrong choice: the choice is still just wrong here.
  if (fractions.some((fraction) => fraction > 0 && !isFull(fraction)))
    return { reason: "Questão de múltipla escolha com nota parcial nas alternativas não é suportada." };
  const correct = fractions.filter(isFull).length;
  if (correct === 0) return { reason: "Questão de múltipla escolha sem alternativa correta (nota 100%)." };
  if (correct > 1) return { reason: "Questão de múltipla escolha com mais de uma alternativa correta não é suportada." };
  if (answers.length > 5) return { reason: `Questão de múltipla escolha com ${answers.length} alternativas: o limite é de 5.` };
  if (answers.length < 2) return { reason: "Questão de múltipla escolha com uma só alternativa não é suportada." };
  return {
    type: "multiple_choice",
    options: answers.map((answer, index) => ({ html: fields.html(answer), correct: isFull(fractions[index]) })),
    answerSpec: null,
    expectedAnswer: null,
  };
}

/** Several right answers (`<single>false</single>`): a multiple response question, or a summation when tagged one. */
export function multipleResponse(question: Element, fields: FieldReader, hints: RuleHints): Answers {
  const options = children(question, "answer").map((answer) => ({ html: fields.html(answer), weight: fractionOf(answer) }));
  const spec = specFromWeights(options, hints);
  if ("reason" in spec) return spec;
  return { ...spec, options: [], expectedAnswer: null };
}

/**
 * One judgement, "true" or "false" (Moodle writes the words so, whatever the language): our
 * multiple choice of "Verdadeiro" and "Falso", which is what the answer sheets print and what goes
 * back out as a Moodle true/false question.
 */
export function trueFalse(question: Element): Answers {
  const answers = children(question, "answer");
  const isRight = (word: string) =>
    answers.some((answer) => textOf(answer).trim().toLowerCase() === word && isFull(fractionOf(answer)));
  const trueIsRight = isRight("true");
  if (trueIsRight === isRight("false")) return { reason: "Questão de verdadeiro ou falso sem uma resposta correta." };
  return {
    type: "multiple_choice",
    options: [
      { html: "Verdadeiro", correct: trueIsRight },
      { html: "Falso", correct: !trueIsRight },
    ],
    answerSpec: null,
    expectedAnswer: null,
  };
}
