import type { Element } from "domhandler";
import { children } from "../xml/boundedXml";

/** An answer's `fraction`: its share of the points in percent ("100", "100.0000000", "33.33333", "-50"). */
export const fractionOf = (answer: Element) => {
  const fraction = Number.parseFloat(answer.attribs.fraction ?? "0");
  return Number.isFinite(fraction) ? fraction : 0;
};

export const isFull = (fraction: number) => Math.abs(fraction - 100) < 1e-6;

/** The answers worth every point. */
export const fullAnswers = (question: Element) => children(question, "answer").filter((answer) => isFull(fractionOf(answer)));
