import type { Element } from "domhandler";
import { plainHtml } from "../specs/plainHtml";
import { specFromPairs } from "../specs/pairs";
import type { RuleHints } from "../specs/ruleTags";
import { child, children } from "../xml/boundedXml";
import type { Answers } from "./answers";
import type { FieldReader } from "./fields";
import { isBlankHtml } from "./html";

/**
 * Moodle's matching question: each `<subquestion>` an item (HTML) with its answer (plain text); a
 * subquestion without text only adds its answer to the list. Answers only "Verdadeiro"/"Falso" or
 * "Certo"/"Errado" make a list of statements or a Cebraspe block (specs/judged.ts).
 */
export function matching(question: Element, fields: FieldReader, hints: RuleHints): Answers {
  const pairs: Array<{ html: string; answer: string }> = [];
  const extras: string[] = [];
  for (const subquestion of children(question, "subquestion")) {
    const answer = fields.plainText(child(subquestion, "answer") ?? subquestion);
    const html = fields.html(subquestion);
    if (isBlankHtml(html)) {
      if (answer !== "") extras.push(plainHtml(answer));
    } else pairs.push({ html, answer: plainHtml(answer) });
  }
  if (pairs.length === 0) return { reason: "Questão de associação sem itens para associar." };
  return { ...specFromPairs({ pairs, extras }, hints), options: [], expectedAnswer: null };
}
