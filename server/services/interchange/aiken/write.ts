import { textOf } from "../../../../shared/richText";
import { htmlWithLatex } from "../formulaText";
import type { PortableQuestion, PortableWriter, SkippedQuestion } from "../portable";

/**
 * Writes multiple-choice questions as an Aiken file: the question on one line, `A) …` to `E) …`,
 * `ANSWER: B`, a blank line. Aiken is plain text: tags are dropped, a formula written as `$…$`
 * (`$$…$$` displayed), images lost. Other types have no place in it and are left out.
 */

const LETTERS = "ABCDE";
const NAME_LENGTH = 60;

export const writeAiken: PortableWriter = (questions) => {
  const blocks: string[] = [];
  const leftOut: SkippedQuestion[] = [];
  for (const question of questions) {
    const written = aikenBlock(question);
    if (typeof written === "string") blocks.push(written);
    else leftOut.push({ name: question.name.trim() || plainText(question.html).slice(0, NAME_LENGTH), reason: written.reason });
  }
  return { bytes: Buffer.from(blocks.join("\n"), "utf8"), leftOut };
};

/** One line of plain text: formulas as LaTeX between dollars, tags removed, entities decoded, spaces collapsed. */
const plainText = (html: string) => textOf(htmlWithLatex(html, "dollars"));

function aikenBlock(question: PortableQuestion): string | { reason: string } {
  if (question.type !== "multiple_choice") return { reason: "O formato Aiken só leva questões de múltipla escolha." };
  const correct = question.options.findIndex((option) => option.correct);
  if (correct === -1) return { reason: "Questão sem alternativa correta." };
  if (question.options.length > LETTERS.length) return { reason: `Questão com mais de ${LETTERS.length} alternativas.` };
  const text = plainText(question.html);
  const options = question.options.map((option) => plainText(option.html));
  // An image alone is nothing in plain text: an empty line would break the file for every reader.
  if (text === "" || options.includes(""))
    return { reason: "Questão com enunciado ou alternativa sem texto (só imagem) não cabe no formato Aiken." };
  return [text, ...options.map((option, index) => `${LETTERS[index]}) ${option}`), `ANSWER: ${LETTERS[correct]}`, ""].join("\n");
}
