import type { PortableQuestion } from "../portable";
import { element, type QtiVersion } from "./vocabulary";
import { toXhtml, type XhtmlContext } from "./xhtml";
import { escapeXmlText } from "./xml";

/**
 * One question as a QTI item file. The question's text is the item body, followed by its
 * interaction; the points are the MAXSCORE outcome; the explanation a modal feedback shown
 * whatever the answer (its outcome is never set, and `showHide="hide"` shows it unless set); an
 * essay's expected answer a rubric block only scorers see.
 */

/** Choices are A, B, C… as the answer sheets name them. */
const choiceIdentifier = (index: number) => (index < 26 ? String.fromCharCode(65 + index) : `CHOICE_${index + 1}`);
const RESPONSE = "RESPONSE";

export function itemXml(question: PortableQuestion, identifier: string, version: QtiVersion, images: XhtmlContext): string {
  const blocks = (html: string) => toXhtml(html, images, { blocks: true });
  const flow = (html: string) => toXhtml(html, images);
  const declarations: string[] = [];
  let interaction: string;
  let processing = "";
  let rubric = "";

  if (question.type === "multiple_choice") {
    const correct = question.options.findIndex((option) => option.correct);
    declarations.push(responseDeclaration(version, "identifier", correct >= 0 ? [choiceIdentifier(correct)] : [], null));
    const choices = question.options.map((option, index) =>
      element(version, "simpleChoice", { identifier: choiceIdentifier(index) }, flow(option.html)),
    );
    interaction = element(
      version,
      "choiceInteraction",
      { responseIdentifier: RESPONSE, shuffle: "false", maxChoices: "1" },
      choices.join(""),
    );
    processing = element(version, "responseProcessing", { template: version.template("match_correct") });
  } else if (question.type === "short_answer") {
    declarations.push(responseDeclaration(version, "string", question.acceptedAnswers.slice(0, 1), question));
    interaction = `<p>${element(version, "textEntryInteraction", { responseIdentifier: RESPONSE, expectedLength: "20" })}</p>`;
    processing = element(version, "responseProcessing", { template: version.template("map_response") });
  } else {
    declarations.push(responseDeclaration(version, "string", [], null));
    interaction = element(version, "extendedTextInteraction", { responseIdentifier: RESPONSE, expectedLines: "10" });
    if (question.expectedAnswer)
      rubric = element(version, "rubricBlock", { view: "scorer" }, version.contentBody(blocks(question.expectedAnswer)));
  }

  declarations.push(outcome(version, "SCORE", "0"));
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

/**
 * The response's declaration. A short answer's accepted answers each score the question's points
 * (case ignored); the first is also the correct response, which QTI takes one of.
 */
function responseDeclaration(
  version: QtiVersion,
  baseType: string,
  correct: string[],
  shortAnswer: PortableQuestion | null,
): string {
  const value = (text: string) => element(version, "value", {}, escapeXmlText(text));
  const parts: string[] = [];
  if (correct.length > 0) parts.push(element(version, "correctResponse", {}, correct.map(value).join("")));
  if (shortAnswer) {
    const score = String(shortAnswer.points ?? 1);
    const entries = shortAnswer.acceptedAnswers.map((answer) =>
      element(version, "mapEntry", { mapKey: answer, mappedValue: score, caseSensitive: "false" }),
    );
    parts.push(element(version, "mapping", { defaultValue: "0" }, entries.join("")));
  }
  return element(version, "responseDeclaration", { identifier: RESPONSE, cardinality: "single", baseType }, parts.join(""));
}

function outcome(version: QtiVersion, identifier: string, defaultValue: string): string {
  const value = element(version, "defaultValue", {}, element(version, "value", {}, defaultValue));
  return element(version, "outcomeDeclaration", { identifier, cardinality: "single", baseType: "float" }, value);
}
