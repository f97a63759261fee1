import type { Element } from "domhandler";
import { specFromPairs } from "../specs/pairs";
import { children } from "../xml/boundedXml";
import { correctValues, mapEntries, scoresShares } from "./declaration";
import { choiceHtml, type InteractionRead } from "./interactionRead";

/**
 * A match interaction (two sets: the items, then their answers) or an associate interaction (one
 * set, paired two by two; the first of each correct pair is the item) as a matching question; its
 * correct pairs are the key, or the pairs a mapping scores above 0. Answers only "Verdadeiro" and
 * "Falso" ("Certo", "Errado") make a list of statements (a Cebraspe block), specs/judged.ts; a
 * mapping taking points for a wrong pair is the block's "uma errada anula uma certa".
 */

export function readPairs({ item, interaction, declaration, question, context }: InteractionRead): string | null {
  const sets = children(interaction, "simpleMatchSet");
  const choices = (set: Element | undefined) => children(set, "simpleAssociableChoice");
  const all = interaction.name === "matchInteraction" ? [...choices(sets[0]), ...choices(sets[1])] : choices(interaction);
  const htmlById = new Map(all.map((choice) => [choice.attribs.identifier ?? "", choiceHtml(choice, context)]));
  const entries = mapEntries(declaration);
  let keys = correctValues(declaration);
  if (keys.length === 0 && entries) keys = entries.filter((entry) => entry.value > 0).map((entry) => entry.key);
  const pairs = keys
    .map((key) => key.split(/\s+/))
    .filter((pair) => pair.length === 2 && htmlById.has(pair[0]) && htmlById.has(pair[1]));
  if (pairs.length === 0) return "Questão de associação sem pares corretos.";
  const sources =
    interaction.name === "matchInteraction"
      ? choices(sets[0]).map((choice) => choice.attribs.identifier ?? "")
      : [...new Set(pairs.map(([first]) => first))];
  const targets =
    interaction.name === "matchInteraction"
      ? choices(sets[1]).map((choice) => choice.attribs.identifier ?? "")
      : all.map((choice) => choice.attribs.identifier ?? "").filter((id) => !sources.includes(id));
  const answerOf = new Map(pairs.map(([source, target]) => [source, target]));
  const paired = sources.filter((source) => answerOf.has(source));
  const spec = specFromPairs(
    {
      pairs: paired.map((source) => ({ html: htmlById.get(source)!, answer: htmlById.get(answerOf.get(source)!)! })),
      extras: targets.filter((target) => ![...answerOf.values()].includes(target)).map((target) => htmlById.get(target)!),
    },
    {
      summation: false,
      allOrNothing: !scoresShares(item, declaration),
      penalty: (entries ?? []).some((entry) => entry.value < 0),
    },
  );
  question.type = spec.type;
  question.answerSpec = spec.answerSpec;
  return null;
}
