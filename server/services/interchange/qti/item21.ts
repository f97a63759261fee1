import { Element, type ChildNode, type Document } from "domhandler";
import { htmlWithFormulas } from "../formulaText";
import { emptyPortable, type PortableQuestion, type SkippedQuestion } from "../portable";
import { child, childElements, children } from "../xml/boundedXml";
import { classesOf } from "./declaration";
import type { InteractionRead } from "./interactionRead";
import { readChoices } from "./readChoices";
import { readOrder } from "./readOrder";
import { readPairs } from "./readPairs";
import { readTextEntry, UNIT_CLASS } from "./readTextEntry";
import { nodesToHtml, type HtmlContext } from "./itemHtml";
import { QuestionImages } from "./images";
import { textOf } from "./xml";

/**
 * A QTI 2.x item (`assessmentItem`; a 3.0 item once renamed by item30.ts) as a question. One
 * interaction per item: a choice is multiple choice or multiple response (or a summation), a match
 * or associate interaction matching (or V/F statements, a C/E block), an order interaction
 * ordering, a text entry a short or numeric answer, an extended text an essay; anything else is
 * skipped, naming the interaction. Images resolve
 * through the caller, which knows where the item sits in its package.
 */

export interface ItemSource {
  /** How an element of the vocabulary is named to the user (3.0 names differ from 2.x). */
  nameOf(element: string): string;
  /** An image's bytes and type for its src in the item, or null when it cannot be had. */
  image(src: string): ItemImage | null;
}

export interface ItemImage {
  /** What identifies the image within the item (its path in the package), so that it is taken once. */
  key: string;
  fileName: string;
  bytes: Buffer;
  mimeType: string;
}

const INTERACTION_LABELS: Record<string, string> = {
  gapMatchInteraction: "lacunas para arrastar",
  inlineChoiceInteraction: "lista de opções no texto",
  hottextInteraction: "seleção de trechos do texto",
  hotspotInteraction: "área clicável em imagem",
  graphicOrderInteraction: "ordenação sobre imagem",
  graphicAssociateInteraction: "associação sobre imagem",
  graphicGapMatchInteraction: "lacunas sobre imagem",
  selectPointInteraction: "marcação de ponto em imagem",
  positionObjectInteraction: "posicionamento de objetos",
  sliderInteraction: "controle deslizante",
  drawingInteraction: "desenho",
  uploadInteraction: "envio de arquivo",
  mediaInteraction: "mídia",
  endAttemptInteraction: "encerramento de tentativa",
  customInteraction: "interação personalizada",
  portableCustomInteraction: "interação personalizada portátil",
};

/** Elements of the vocabulary that say nothing a question of ours shows. */
const DROPPED = new Set([
  "feedbackBlock",
  "feedbackInline",
  "templateBlock",
  "templateInline",
  "printedVariable",
  "include",
  "stylesheet",
  "infoControl",
]);

const isInteraction = (element: Element) => element.name.endsWith("Interaction");

export function readItem(document: Document, source: ItemSource): PortableQuestion | SkippedQuestion {
  const item = childElements(document).find((element) => element.name === "assessmentItem");
  const name = item?.attribs.title?.trim() || item?.attribs.identifier?.trim() || "";
  const skip = (reason: string): SkippedQuestion => ({ name, reason });
  const body = child(item, "itemBody");
  if (!item || !body) return skip("Item QTI sem corpo (itemBody).");

  const interactions = collectInteractions(body);
  if (interactions.length === 0) return skip("Item QTI sem interação de resposta não é suportado.");
  if (interactions.length > 1) {
    const names = [...new Set(interactions.map((interaction) => source.nameOf(interaction.name)))].join(", ");
    return skip(`Item com mais de uma interação (${names}) não é suportado.`);
  }
  const interaction = interactions[0];
  const images = new QuestionImages();
  const scorerRubrics: string[] = [];
  const units: string[] = [];
  const context = htmlContext(images, source, interaction, scorerRubrics, units);

  const question = emptyPortable();
  question.name = item.attribs.title?.trim() ?? "";
  const declaration = children(item, "responseDeclaration").find(
    (candidate) => candidate.attribs.identifier === interaction.attribs.responseIdentifier,
  );

  // The body is read first: it gives a numeric answer's unit (htmlContext).
  const html = formulas(nodesToHtml(body.children, context));
  const problem = readInteraction({ item, interaction, declaration, question, context, source, unit: units[0] ?? null });
  if (problem) return skip(problem);

  question.html = html;
  if (question.type === "essay" && scorerRubrics.length > 0) question.expectedAnswer = formulas(scorerRubrics.join(""));
  const feedback = children(item, "modalFeedback").map((modal) => nodesToHtml(modal.children, context).trim());
  if (feedback.some(Boolean)) question.explanation = formulas(feedback.filter(Boolean).join(""));
  question.points = maxScore(item);
  question.images = images.images;
  return question;
}

const formulas = (html: string) => htmlWithFormulas(html.trim());

/** The body's interactions in document order. */
function collectInteractions(body: Element): Element[] {
  const found: Element[] = [];
  const stack: Element[] = childElements(body).reverse();
  while (stack.length > 0) {
    const element = stack.pop()!;
    if (isInteraction(element)) found.push(element);
    // A rubric or a feedback holds no interaction of the item's own.
    else if (element.name !== "rubricBlock" && !DROPPED.has(element.name)) stack.push(...childElements(element).reverse());
  }
  return found;
}

/** Sets the question's type and key from its interaction, or answers why it is skipped. */
function readInteraction(read: InteractionRead): string | null {
  switch (read.interaction.name) {
    case "choiceInteraction":
      return readChoices(read);
    case "matchInteraction":
    case "associateInteraction":
      return readPairs(read);
    case "orderInteraction":
      return readOrder(read);
    case "extendedTextInteraction":
      read.question.type = "essay";
      return null;
    case "textEntryInteraction":
      return readTextEntry(read);
    default: {
      const label = INTERACTION_LABELS[read.interaction.name] ?? "interação desconhecida";
      return `Questão de ${label} (${read.source.nameOf(read.interaction.name)}) não é suportada.`;
    }
  }
}

function htmlContext(
  images: QuestionImages,
  source: ItemSource,
  interaction: Element,
  scorerRubrics: string[],
  units: string[],
): HtmlContext {
  const context: HtmlContext = {
    imageSource(src) {
      const found = source.image(src);
      return found ? `portable:${images.add(found.key, found.bytes, found.mimeType, found.fileName)}` : null;
    },
    special(element) {
      if (DROPPED.has(element.name)) return "";
      if (element === interaction) return interactionPrompt(element, context);
      if (element.name === "rubricBlock") {
        const views = (element.attribs.view ?? "").split(/\s+/);
        const html = nodesToHtml(element.children, context).trim();
        if (views.includes("scorer")) scorerRubrics.push(html);
        return views.includes("candidate") ? html : "";
      }
      // A numeric answer's unit, written after its entry, is part of the key, not of the text.
      if (isUnit(element)) {
        units.push(textOf(element).trim());
        return "";
      }
      // A paragraph that only held the text entry (and its unit) goes with it; in running text the entry is a blank.
      if (interaction.name === "textEntryInteraction" && holdsOnly(element, interaction)) {
        for (const node of element.children) if (isUnit(node)) units.push(textOf(node).trim());
        return "";
      }
      return undefined;
    },
  };
  return context;
}

const isUnit = (node: ChildNode) => node instanceof Element && classesOf(node).has(UNIT_CLASS);

/** Whether the element holds the interaction and nothing else but white space (or its unit). */
function holdsOnly(element: Element, interaction: Element): boolean {
  if (interaction.parent !== element) return false;
  return element.children.every(
    (node) => node === interaction || isUnit(node) || (node.type === "text" && textOf(node).trim() === ""),
  );
}

/** Where an interaction stood, its prompt: a paragraph when the prompt is text only. */
function interactionPrompt(interaction: Element, context: HtmlContext): string {
  if (interaction.name === "textEntryInteraction") return "______";
  const prompt = child(interaction, "prompt");
  if (!prompt) return "";
  const html = nodesToHtml(prompt.children, context).trim();
  if (html === "") return "";
  return /^<(p|div|table|ul|ol|blockquote|h[1-6]|pre)[\s>]/.test(html) ? html : `<p>${html}</p>`;
}

/** The item's points: its MAXSCORE outcome, or the normal maximum of its SCORE. */
function maxScore(item: Element): number | null {
  const outcomes = children(item, "outcomeDeclaration");
  const declared = outcomes.find((outcome) => outcome.attribs.identifier === "MAXSCORE");
  const value = declared ? textOf(child(child(declared, "defaultValue"), "value")).trim() : "";
  const fromScore = outcomes.find((outcome) => outcome.attribs.identifier === "SCORE")?.attribs.normalMaximum ?? "";
  for (const candidate of [value, fromScore]) {
    const points = Number(candidate);
    if (candidate !== "" && Number.isFinite(points) && points >= 0) return points;
  }
  return null;
}
