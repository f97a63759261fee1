import type { CheckedSpec, PortableQuestion } from "../portable";
import type { ItemParts } from "./itemParts";
import { element, type QtiVersion } from "./vocabulary";
import { multipleChoiceParts, multipleResponseParts } from "./writeChoiceItems";
import { orderParts } from "./writeOrderItems";
import { pairParts } from "./writePairItems";
import { essayParts, numericParts, shortAnswerParts } from "./writeTextItems";
import { toXhtml, type XhtmlContext } from "./xhtml";

/**
 * One question as a QTI item file. The question's text is the item body, followed by its
 * interaction; the points are the MAXSCORE outcome; the explanation a modal feedback shown
 * whatever the answer (its outcome is never set, and `showHide="hide"` shows it unless set); an
 * essay's expected answer a rubric block only scorers see.
 */

function partsOf(
  version: QtiVersion,
  question: PortableQuestion,
  checked: CheckedSpec | null,
  flow: (html: string) => string,
): ItemParts {
  const points = question.points ?? 1;
  if (!checked) return question.type === "multiple_choice" ? multipleChoiceParts(version, question, flow) : essayParts(version);
  switch (checked.type) {
    case "multiple_response":
    case "summation":
      return multipleResponseParts(version, checked.type, checked.spec, points, flow);
    case "matching":
    case "true_false":
    case "right_wrong":
      return pairParts(version, checked, points, flow);
    case "ordering":
      return orderParts(version, checked.spec, points, flow);
    case "short_answer":
      return shortAnswerParts(version, checked.spec, points);
    case "numeric":
      return numericParts(version, checked.spec, points);
  }
}

/** The item's XML; `checked` is the question's spec as checkedSpec gave it (null for multiple choice and essays). */
export function itemXml(
  question: PortableQuestion,
  checked: CheckedSpec | null,
  identifier: string,
  version: QtiVersion,
  images: XhtmlContext,
): string {
  const blocks = (html: string) => toXhtml(html, images, { blocks: true });
  const flow = (html: string) => toXhtml(html, images);
  const { declaration, interaction, processing } = partsOf(version, question, checked, flow);
  const rubric =
    question.type === "essay" && question.expectedAnswer
      ? element(version, "rubricBlock", { view: "scorer" }, version.contentBody(blocks(question.expectedAnswer)))
      : "";

  const declarations = [declaration, outcome(version, "SCORE", "0")];
  if (question.points !== null) declarations.push(outcome(version, "MAXSCORE", String(question.points)));
  const feedback = question.explanation
    ? element(
        version,
        "modalFeedback",
        { outcomeIdentifier: "FEEDBACK", showHide: "hide", identifier: "EXPLICACAO" },
        version.contentBody(flow(question.explanation)),
      )
    : "";
  if (feedback)
    declarations.push(
      element(version, "outcomeDeclaration", { identifier: "FEEDBACK", cardinality: "single", baseType: "identifier" }),
    );

  const body = element(version, "itemBody", {}, blocks(question.html) + interaction + rubric);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    element(
      version,
      "assessmentItem",
      {
        xmlns: version.itemNamespace,
        "xmlns:xsi": "http://www.w3.org/2001/XMLSchema-instance",
        "xsi:schemaLocation": version.itemSchemaLocation,
        identifier,
        title: question.name,
        adaptive: "false",
        timeDependent: "false",
        "xml:lang": "pt-BR",
      },
      `\n${declarations.join("\n")}\n${body}\n${processing}${processing ? "\n" : ""}${feedback}${feedback ? "\n" : ""}`,
    ) +
    "\n"
  );
}

function outcome(version: QtiVersion, identifier: string, defaultValue: string): string {
  const value = element(version, "defaultValue", {}, element(version, "value", {}, defaultValue));
  return element(version, "outcomeDeclaration", { identifier, cardinality: "single", baseType: "float" }, value);
}
