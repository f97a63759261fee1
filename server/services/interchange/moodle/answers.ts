import type { Element } from "domhandler";
import type { PortableQuestion } from "../portable";
import { children } from "../xml/boundedXml";
import type { FieldReader } from "./fields";
import { isBlankHtml } from "./html";
import { textOf, valueOf } from "./xml";

/**
 * What each question type Moodle shares with us answers with: multiple choice (one right answer),
 * true/false, essay, short answer and numerical. A question that does not fit our types is named
 * with the reason it is skipped.
 */

export type Answers = Pick<PortableQuestion, "type" | "options" | "acceptedAnswers" | "expectedAnswer"> | { reason: string };

export const READABLE_TYPES = new Set(["multichoice", "truefalse", "essay", "shortanswer", "numerical"]);

const fractionOf = (answer: Element) => {
  const fraction = Number.parseFloat(answer.attribs.fraction ?? "0");
  return Number.isFinite(fraction) ? fraction : 0;
};

/** Moodle writes a fraction as "100", "100.0000000" or "33.33333". */
const isFull = (fraction: number) => Math.abs(fraction - 100) < 1e-6;

const fullAnswers = (question: Element) => children(question, "answer").filter((answer) => isFull(fractionOf(answer)));

const distinct = (values: string[]) => [...new Set(values)].filter((value) => value !== "");

export function readAnswers(type: string, question: Element, fields: FieldReader): Answers {
  switch (type) {
    case "multichoice":
      return multipleChoice(question, fields);
    case "truefalse":
      return trueFalse(question);
    case "essay": {
      const expected = fields.child(question, "graderinfo");
      return { type: "essay", options: [], acceptedAnswers: [], expectedAnswer: isBlankHtml(expected) ? null : expected };
    }
    case "shortanswer":
      return shortAnswer(
        distinct(fullAnswers(question).map((answer) => fields.plainText(answer))),
        "Questão de resposta curta sem resposta correta (nota 100%).",
      );
    case "numerical":
      return shortAnswer(
        distinct(fullAnswers(question).map(numericalAnswer)),
        "Questão numérica sem resposta correta (nota 100%).",
      );
    default:
      throw new Error(`Moodle question type ${type} has no reader`);
  }
}

function multipleChoice(question: Element, fields: FieldReader): Answers {
  const single = (valueOf(question, "single") || "true").toLowerCase();
  if (single === "false" || single === "0")
    return { reason: "Questão de múltipla escolha com várias respostas corretas (resposta múltipla) não é suportada." };
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
    acceptedAnswers: [],
    expectedAnswer: null,
  };
}

/** Moodle writes the two answers of a true/false question as the words "true" and "false", whatever the language. */
function trueFalse(question: Element): Answers {
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
    acceptedAnswers: [],
    expectedAnswer: null,
  };
}

/** A numerical answer as our short answers keep it: "3.14", or "3.14:0.01" with its tolerance. "*" (any answer) is not one. */
function numericalAnswer(answer: Element): string {
  const value = textOf(answer).trim();
  if (value === "*") return "";
  const tolerance = valueOf(answer, "tolerance");
  const width = Number.parseFloat(tolerance);
  return Number.isFinite(width) && width !== 0 ? `${value}:${tolerance}` : value;
}

function shortAnswer(acceptedAnswers: string[], noAnswer: string): Answers {
  if (acceptedAnswers.length === 0) return { reason: noAnswer };
  return { type: "short_answer", options: [], acceptedAnswers, expectedAnswer: null };
}
