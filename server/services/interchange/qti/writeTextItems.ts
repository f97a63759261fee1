import type { AnswerSpecOf } from "../../../../shared/questionTypes/spec";
import { UNIT_CLASS } from "./readTextEntry";
import { addToScoreIf, RESPONSE, responseDeclaration, templateProcessing, type ItemParts } from "./itemParts";
import { element, type QtiVersion } from "./vocabulary";
import { escapeXmlText } from "./xml";

/**
 * Text entries: a short answer (its accepted answers each mapped to the points, case respected
 * when ours compares exactly) and a numeric answer (a float compared with its absolute tolerance
 * by our own processing: QTI's match may not compare floats; the unit written after the entry).
 */

const entry = (version: QtiVersion, expectedLength: string, after = "") =>
  `<p>${element(version, "textEntryInteraction", { responseIdentifier: RESPONSE, expectedLength })}${after}</p>`;

export function shortAnswerParts(version: QtiVersion, spec: AnswerSpecOf<"short_answer">, points: number): ItemParts {
  const entries = spec.accepted.map((answer) => ({ key: answer, value: points, caseSensitive: spec.exact }));
  return {
    // The first accepted answer is also the correct response, which QTI takes one of.
    declaration: responseDeclaration(version, "single", "string", spec.accepted.slice(0, 1), { entries }),
    interaction: entry(version, "20"),
    processing: templateProcessing(version, "map_response"),
  };
}

export function numericParts(version: QtiVersion, spec: AnswerSpecOf<"numeric">, points: number): ItemParts {
  const tolerance = String(spec.tolerance);
  const close = element(
    version,
    "equal",
    { toleranceMode: "absolute", tolerance: `${tolerance} ${tolerance}` },
    element(version, "variable", { identifier: RESPONSE }) + element(version, "correct", { identifier: RESPONSE }),
  );
  const unit = spec.unit ? ` <span class="${UNIT_CLASS}">${escapeXmlText(spec.unit)}</span>` : "";
  return {
    declaration: responseDeclaration(version, "single", "float", [String(spec.value)]),
    interaction: entry(version, "10", unit),
    processing: element(version, "responseProcessing", {}, addToScoreIf(version, close, points)),
  };
}

export const essayParts = (version: QtiVersion): ItemParts => ({
  declaration: responseDeclaration(version, "single", "string", []),
  interaction: element(version, "extendedTextInteraction", { responseIdentifier: RESPONSE, expectedLines: "10" }),
  processing: "",
});
