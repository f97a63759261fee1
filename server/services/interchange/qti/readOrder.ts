import { children } from "../xml/boundedXml";
import { correctValues, templateOf } from "./declaration";
import { choiceHtml, type InteractionRead } from "./interactionRead";

/**
 * An order interaction: its choices in the correct response's order. Scored by match_correct it
 * is all or nothing; by its own rules (ours give each item in its place its share), partial.
 */
export function readOrder({ item, interaction, declaration, question, context }: InteractionRead): string | null {
  const byId = new Map(children(interaction, "simpleChoice").map((choice) => [choice.attribs.identifier ?? "", choice]));
  const order = correctValues(declaration).filter((id) => byId.has(id));
  if (order.length === 0) return "Questão de ordenação sem a ordem correta.";
  if (order.length !== byId.size) return "Questão de ordenação cuja ordem correta não tem todos os itens.";
  question.type = "ordering";
  question.answerSpec = {
    parts: order.map((id) => ({ text: choiceHtml(byId.get(id)!, context) })),
    scoring: templateOf(item) === "match_correct" ? "all_or_nothing" : "partial",
  };
  return null;
}
