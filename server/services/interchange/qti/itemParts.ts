import { element, type QtiVersion } from "./vocabulary";
import { escapeXmlText } from "./xml";

/**
 * What an item says of its question's answer: the response's declaration (its key, and a mapping
 * when the score is shared out), the interaction the body ends with, and the response processing.
 */
export interface ItemParts {
  declaration: string;
  interaction: string;
  processing: string;
}

export const RESPONSE = "RESPONSE";

/** Choices are A, B, C… as the answer sheets name them. */
export const choiceIdentifier = (index: number) => (index < 26 ? String.fromCharCode(65 + index) : `CHOICE_${index + 1}`);

/** A score as written in a mapping: at most 7 decimals. */
export const scoreText = (score: number) => String(Number(score.toFixed(7)));

export interface Mapping {
  entries: Array<{ key: string; value: number; caseSensitive?: boolean }>;
  /** The lowest score (our rules never go below 0) and the highest (the question's points). */
  upperBound?: number;
}

export function responseDeclaration(
  version: QtiVersion,
  cardinality: "single" | "multiple" | "ordered",
  baseType: string,
  correct: string[],
  mapping: Mapping | null = null,
): string {
  const value = (text: string) => element(version, "value", {}, escapeXmlText(text));
  const parts: string[] = [];
  if (correct.length > 0) parts.push(element(version, "correctResponse", {}, correct.map(value).join("")));
  if (mapping) {
    const entries = mapping.entries.map((entry) =>
      element(version, "mapEntry", {
        mapKey: entry.key,
        mappedValue: scoreText(entry.value),
        caseSensitive: String(entry.caseSensitive ?? true),
      }),
    );
    const bounds = { lowerBound: "0", upperBound: mapping.upperBound === undefined ? undefined : scoreText(mapping.upperBound) };
    parts.push(element(version, "mapping", { ...bounds, defaultValue: "0" }, entries.join("")));
  }
  return element(version, "responseDeclaration", { identifier: RESPONSE, cardinality, baseType }, parts.join(""));
}

/** Standard response processing: the whole correct response scores, or the mapping's sum. */
export const templateProcessing = (version: QtiVersion, name: "match_correct" | "map_response") =>
  element(version, "responseProcessing", { template: version.template(name) });

/** Adds `score` to `SCORE` when `condition` holds. */
export const addToScoreIf = (version: QtiVersion, condition: string, score: number) =>
  element(
    version,
    "responseCondition",
    {},
    element(
      version,
      "responseIf",
      {},
      condition +
        element(
          version,
          "setOutcomeValue",
          { identifier: "SCORE" },
          element(
            version,
            "sum",
            {},
            element(version, "variable", { identifier: "SCORE" }) +
              element(version, "baseValue", { baseType: "float" }, scoreText(score)),
          ),
        ),
    ),
  );
