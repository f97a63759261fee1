import type { Element } from "domhandler";
import { htmlWithFormulas } from "../formulaText";
import type { PortableQuestion } from "../portable";
import type { ItemSource } from "./item21";
import { nodesToHtml, type HtmlContext } from "./itemHtml";

/**
 * What each interaction's reader works from: the item (its response processing), the interaction,
 * its response's declaration, and how its choices are read as HTML; it sets the question's type
 * and key, or answers why the question is skipped.
 */
export interface InteractionRead {
  item: Element;
  interaction: Element;
  declaration: Element | undefined;
  question: PortableQuestion;
  context: HtmlContext;
  source: ItemSource;
  /** A numeric answer's unit, written after its entry. */
  unit: string | null;
}

/** A choice's content as HTML with its formulas. */
export const choiceHtml = (choice: Element, context: HtmlContext) =>
  htmlWithFormulas(nodesToHtml(choice.children, context).trim());
