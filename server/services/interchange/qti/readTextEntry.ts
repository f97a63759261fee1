import type { Element } from "domhandler";
import type { InteractionRead } from "./interactionRead";
import { childElements } from "../xml/boundedXml";
import { correctValues, mapEntries } from "./declaration";

/**
 * A text entry: a short answer when its base type is a string, a numeric answer when a float or
 * an integer. A short answer accepts its correct response and the mapped answers worth the
 * mapping's most, respecting case when they all do. A number is its correct response (or best
 * mapped value), with the tolerance of an `equal` with `toleranceMode="absolute"` in the rules.
 */

export const UNIT_CLASS = "avaliacoes-unidade";

export function readTextEntry({ item, declaration, question, unit }: InteractionRead): string | null {
  const baseType = declaration?.attribs.baseType ?? "string";
  const entries = mapEntries(declaration) ?? [];
  const best = Math.max(0, ...entries.map((entry) => entry.value));
  const mapped = best > 0 ? entries.filter((entry) => entry.value === best) : [];
  const answers = [...new Set([...correctValues(declaration), ...mapped.map((entry) => entry.key)].filter(Boolean))];
  if (baseType === "float" || baseType === "integer") {
    const value = answers.map((answer) => Number(answer.replace(",", "."))).find(Number.isFinite);
    if (value === undefined) return "Questão numérica sem resposta correta.";
    question.type = "numeric";
    question.answerSpec = { value, tolerance: absoluteTolerance(item), unit };
    return null;
  }
  if (answers.length === 0) return "Questão de resposta curta sem resposta correta.";
  question.type = "short_answer";
  question.answerSpec = { accepted: answers, exact: mapped.length > 0 && mapped.every((entry) => entry.caseSensitive) };
  return null;
}

/** The first absolute tolerance the item's rules compare with (`tolerance="0.1"` or `"0.1 0.1"`), else 0. */
function absoluteTolerance(item: Element): number {
  const stack = childElements(item).filter((element) => element.name === "responseProcessing");
  while (stack.length > 0) {
    const element = stack.pop()!;
    if (element.name === "equal" && element.attribs.toleranceMode === "absolute") {
      const tolerance = Number((element.attribs.tolerance ?? "").trim().split(/\s+/)[0]);
      if (Number.isFinite(tolerance) && tolerance >= 0) return tolerance;
    }
    stack.push(...childElements(element));
  }
  return 0;
}
