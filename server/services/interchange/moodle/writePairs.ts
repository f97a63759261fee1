import { htmlPlain } from "../specs/plainHtml";
import type { Pairs } from "../specs/pairs";
import { combinedFeedback, textLines, type FieldWriter } from "./writeFields";
import { xmlValue } from "./xmlOut";

/**
 * Pairs as Moodle's matching question (a matching question, a list of true/false statements, a
 * Cebraspe block: specs/pairs.ts): each item a `<subquestion>` with its answer, an answer no item
 * takes a subquestion without text.
 */
export function pairLines({ pairs, extras }: Pairs, field: FieldWriter): string[] {
  const subquestion = (html: string | null, answer: string) => [
    `    <subquestion format="html">`,
    ...textLines(field(html), "      "),
    `      <answer>`,
    `        <text>${xmlValue(htmlPlain(answer))}</text>`,
    `      </answer>`,
    `    </subquestion>`,
  ];
  return [
    `    <shuffleanswers>true</shuffleanswers>`,
    ...combinedFeedback(),
    ...pairs.flatMap((pair) => subquestion(pair.html, pair.answer)),
    ...extras.flatMap((extra) => subquestion(null, extra)),
  ];
}
