import type { Document, Element } from "domhandler";
import { htmlWithFormulas } from "../formulaText";
import { emptyPortable, type PortableQuestion, type SkippedQuestion } from "../portable";
import { child, childElements, children } from "../xml/boundedXml";
import { nodesToHtml, type HtmlContext } from "./itemHtml";
import { QuestionImages } from "./images";
import { textOf } from "./xml";

/**
 * A QTI 2.x item (`assessmentItem`; a 3.0 item once renamed by item30.ts) as a question. One
 * interaction per item: a single-answer choice is multiple choice, an extended text an essay, a
 * text entry a short answer; anything else is skipped, naming the interaction. Images resolve
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
  matchInteraction: "associação",
  associateInteraction: "associação de pares",
  orderInteraction: "ordenação",
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
  const context = htmlContext(images, source, interaction, scorerRubrics);

  const question = emptyPortable();
  question.name = item.attribs.title?.trim() ?? "";
  const declaration = children(item, "responseDeclaration").find(
    (candidate) => candidate.attribs.identifier === interaction.attribs.responseIdentifier,
  );

  switch (interaction.name) {
    case "choiceInteraction": {
      const problem = readChoices(interaction, declaration, question, context, source);
      if (problem) return skip(problem);
      break;
    }
    case "extendedTextInteraction":
      question.type = "essay";
      break;
    case "textEntryInteraction": {
      question.type = "short_answer";
      question.acceptedAnswers = acceptedAnswers(declaration);
      if (question.acceptedAnswers.length === 0) return skip("Questão de resposta curta sem resposta correta.");
      break;
    }
    default: {
      const label = INTERACTION_LABELS[interaction.name] ?? "interação desconhecida";
      return skip(`Questão de ${label} (${source.nameOf(interaction.name)}) não é suportada.`);
    }
  }

  question.html = formulas(nodesToHtml(body.children, context));
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

function htmlContext(images: QuestionImages, source: ItemSource, interaction: Element, scorerRubrics: string[]): HtmlContext {
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
      // A paragraph that only held the text entry goes with it; in running text the entry is a blank.
      if (interaction.name === "textEntryInteraction" && holdsOnly(element, interaction)) return "";
      return undefined;
    },
  };
  return context;
}

/** Whether the element holds the interaction and nothing else but white space. */
function holdsOnly(element: Element, interaction: Element): boolean {
  if (interaction.parent !== element) return false;
  return element.children.every((node) => node === interaction || (node.type === "text" && textOf(node).trim() === ""));
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

function readChoices(
  interaction: Element,
  declaration: Element | undefined,
  question: PortableQuestion,
  context: HtmlContext,
  source: ItemSource,
): string | null {
  const cardinality = declaration?.attribs.cardinality ?? "single";
  if (cardinality === "multiple")
    return `Questão de múltipla resposta (${source.nameOf("choiceInteraction")} com várias respostas) não é suportada.`;
  if (cardinality === "ordered") return `Questão de ordenação (${source.nameOf("choiceInteraction")}) não é suportada.`;
  const correct = correctValues(declaration);
  const choices = children(interaction, "simpleChoice");
  if (choices.length < 2) return "Questão de múltipla escolha com menos de duas alternativas.";
  if (choices.length > 5) return `Questão de múltipla escolha com ${choices.length} alternativas: o limite é 5.`;
  if (correct.length === 0) return "Questão de múltipla escolha sem alternativa correta.";
  if (correct.length > 1) return "Questão de múltipla escolha com mais de uma alternativa correta não é suportada.";
  question.type = "multiple_choice";
  question.options = choices.map((choice) => ({
    html: formulas(nodesToHtml(choice.children, context)),
    correct: choice.attribs.identifier === correct[0],
  }));
  if (!question.options.some((option) => option.correct)) return "Questão de múltipla escolha sem alternativa correta.";
  return null;
}

const correctValues = (declaration: Element | undefined) =>
  children(child(declaration, "correctResponse"), "value").map((value) => textOf(value).trim());

/** The correct responses, then the mapped answers worth the mapping's highest score. */
function acceptedAnswers(declaration: Element | undefined): string[] {
  const answers = correctValues(declaration);
  const entries = children(child(declaration, "mapping"), "mapEntry").map((entry) => ({
    key: (entry.attribs.mapKey ?? "").trim(),
    value: Number(entry.attribs.mappedValue),
  }));
  const best = Math.max(0, ...entries.filter((entry) => Number.isFinite(entry.value)).map((entry) => entry.value));
  if (best > 0) for (const entry of entries) if (entry.value === best) answers.push(entry.key);
  return [...new Set(answers.filter((answer) => answer !== ""))];
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
