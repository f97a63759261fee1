import type { Element } from "domhandler";
import { children } from "../xml/boundedXml";
import { classesOf, correctValues, mapEntries, scoresShares } from "./declaration";
import { choiceHtml, type InteractionRead } from "./interactionRead";

/**
 * A choice interaction: one answer is multiple choice; several (`cardinality="multiple"`) a
 * multiple response question, partial when a mapping scores it (map_response), all or nothing
 * when the whole correct response must be given (match_correct); with the class
 * `avaliacoes-somatoria`, a summation. Each sets the question's type and key, or answers why not.
 */

export const SUMMATION_CLASS = "avaliacoes-somatoria";

export function readChoices({ item, interaction, declaration, question, context, source }: InteractionRead): string | null {
  const cardinality = declaration?.attribs.cardinality ?? "single";
  if (cardinality === "ordered") return `Questão de ordenação (${source.nameOf("choiceInteraction")}) não é suportada.`;
  const choices = children(interaction, "simpleChoice");
  const htmlOf = (choice: Element) => choiceHtml(choice, context);
  if (cardinality === "multiple") {
    const right = new Set(correctValues(declaration));
    if (right.size === 0) for (const entry of mapEntries(declaration) ?? []) if (entry.value > 0) right.add(entry.key);
    if (right.size === 0) return "Questão de múltipla resposta sem alternativa correta.";
    const parts = choices.map((choice) => ({ text: htmlOf(choice), correct: right.has(choice.attribs.identifier ?? "") }));
    question.type = classesOf(interaction).has(SUMMATION_CLASS) ? "summation" : "multiple_response";
    question.answerSpec = { parts, scoring: scoresShares(item, declaration) ? "partial" : "all_or_nothing" };
    return null;
  }
  const correct = correctValues(declaration);
  if (choices.length < 2) return "Questão de múltipla escolha com menos de duas alternativas.";
  if (choices.length > 5) return `Questão de múltipla escolha com ${choices.length} alternativas: o limite é 5.`;
  if (correct.length === 0) return "Questão de múltipla escolha sem alternativa correta.";
  if (correct.length > 1) return "Questão de múltipla escolha com mais de uma alternativa correta não é suportada.";
  question.type = "multiple_choice";
  question.options = choices.map((choice) => ({ html: htmlOf(choice), correct: choice.attribs.identifier === correct[0] }));
  if (!question.options.some((option) => option.correct)) return "Questão de múltipla escolha sem alternativa correta.";
  return null;
}
