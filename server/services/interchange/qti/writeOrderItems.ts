import type { AnswerSpecOf } from "../../../../shared/questionTypes/spec";
import { addToScoreIf, choiceIdentifier, RESPONSE, responseDeclaration, templateProcessing, type ItemParts } from "./itemParts";
import { element, type QtiVersion } from "./vocabulary";

/**
 * An order interaction, its choices written in the right order and shuffled by the player. All or
 * nothing is match_correct; partial credit, which no template gives, is our own processing: each
 * position holding its item adds that item's share of the points.
 */
export function orderParts(
  version: QtiVersion,
  spec: AnswerSpecOf<"ordering">,
  points: number,
  flow: (html: string) => string,
): ItemParts {
  const ids = spec.parts.map((_, index) => choiceIdentifier(index));
  const share = points / spec.parts.length;
  const inPlace = (id: string, index: number) =>
    element(
      version,
      "match",
      {},
      element(version, "index", { n: String(index + 1) }, element(version, "variable", { identifier: RESPONSE })) +
        element(version, "baseValue", { baseType: "identifier" }, id),
    );
  return {
    declaration: responseDeclaration(version, "ordered", "identifier", ids),
    interaction: element(
      version,
      "orderInteraction",
      { responseIdentifier: RESPONSE, shuffle: "true" },
      spec.parts.map((part, index) => element(version, "simpleChoice", { identifier: ids[index] }, flow(part.text))).join(""),
    ),
    processing:
      spec.scoring === "all_or_nothing"
        ? templateProcessing(version, "match_correct")
        : element(
            version,
            "responseProcessing",
            {},
            ids.map((id, index) => addToScoreIf(version, inPlace(id, index), share)).join(""),
          ),
  };
}
