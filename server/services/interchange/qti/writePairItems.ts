import type { CheckedSpec } from "../portable";
import { pairsOf } from "../specs/pairs";
import { RESPONSE, responseDeclaration, templateProcessing, type ItemParts } from "./itemParts";
import { element, type QtiVersion } from "./vocabulary";

/**
 * A match interaction for a matching question, a list of statements judged "Verdadeiro"/"Falso"
 * and a Cebraspe block judged "Certo"/"Errado" (the second set being those two words,
 * specs/judged.ts). Partial credit is map_response, each right pair its share of the points; a
 * block whose wrong marks take a share away maps each wrong pair to minus that share.
 */

type Paired = Extract<CheckedSpec, { type: "matching" | "true_false" | "right_wrong" }>;

export function pairParts(version: QtiVersion, checked: Paired, points: number, flow: (html: string) => string): ItemParts {
  const { pairs, extras } = pairsOf(checked);
  const targets = [...new Set([...pairs.map((pair) => pair.answer), ...extras])];
  const source = (index: number) => `S${index + 1}`;
  const target = (answer: string) => `T${targets.indexOf(answer) + 1}`;
  const correct = pairs.map((pair, index) => `${source(index)} ${target(pair.answer)}`);
  const share = points / pairs.length;
  const penalty = checked.type === "right_wrong" && checked.spec.penalty;
  const wrongPairs = penalty
    ? pairs.flatMap((pair, index) =>
        targets
          .filter((answer) => answer !== pair.answer)
          .map((answer) => ({ key: `${source(index)} ${target(answer)}`, value: -share })),
      )
    : [];
  const partial = checked.type === "right_wrong" || checked.spec.scoring === "partial";
  const mapping = partial
    ? { entries: [...correct.map((key) => ({ key, value: share })), ...wrongPairs], upperBound: points }
    : null;
  const set = (choices: string[]) => element(version, "simpleMatchSet", {}, choices.join(""));
  return {
    declaration: responseDeclaration(version, "multiple", "directedPair", correct, mapping),
    interaction: element(
      version,
      "matchInteraction",
      { responseIdentifier: RESPONSE, shuffle: "false", maxAssociations: String(pairs.length) },
      set(
        pairs.map((pair, index) =>
          element(version, "simpleAssociableChoice", { identifier: source(index), matchMax: "1" }, flow(pair.html)),
        ),
      ) +
        set(
          targets.map((answer) =>
            element(version, "simpleAssociableChoice", { identifier: target(answer), matchMax: "0" }, flow(answer)),
          ),
        ),
    ),
    processing: templateProcessing(version, partial ? "map_response" : "match_correct"),
  };
}
