import { cellParagraphs } from "../../../../shared/imports/cellHtml";
import {
  MAX_INTERCHANGE_FILE_BYTES,
  MAX_INTERCHANGE_QUESTIONS,
  FILE_TOO_LARGE_REFUSAL,
  TOO_MANY_QUESTIONS_REFUSAL,
  emptyPortable,
  type PortableQuestion,
  type PortableRead,
  type PortableReader,
  type SkippedQuestion,
} from "../portable";
import { decodeText } from "../textEncoding";
import { aikenDrafts, type AikenDraft } from "./lines";

/**
 * Reads an Aiken file (Moodle's plain-text format for multiple choice): the question, two to five
 * options `A)` or `A.`, and `ANSWER: B`. The text is plain: it is escaped, a formula typed between
 * `$…$`, `\(…\)` or their display forms becomes a formula span, each line a paragraph.
 */

const MAX_OPTIONS = 5;
const NAME_LENGTH = 60;

export const readAiken: PortableReader = (bytes) => {
  if (bytes.length > MAX_INTERCHANGE_FILE_BYTES) return { refusal: FILE_TOO_LARGE_REFUSAL };
  const text = decodeText(bytes);
  if (text.trim() === "") return { refusal: "O arquivo está vazio." };
  const read: PortableRead = { questions: [], skipped: [] };
  let drafts = 0;
  let withOptions = 0;
  for (const draft of aikenDrafts(text)) {
    if (++drafts > MAX_INTERCHANGE_QUESTIONS) return { refusal: TOO_MANY_QUESTIONS_REFUSAL };
    if (draft.options.length > 0) withOptions++;
    const outcome = aikenQuestion(draft);
    if ("reason" in outcome) read.skipped.push(outcome);
    else read.questions.push(outcome);
  }
  // Text without a single option is not an Aiken file, rather than one whose questions were all left out.
  if (withOptions === 0)
    return { refusal: "O arquivo não tem nenhuma questão no formato Aiken (pergunta, alternativas A) a E) e a linha ANSWER:)." };
  return read;
};

function aikenQuestion(draft: AikenDraft): PortableQuestion | SkippedQuestion {
  const skip = (reason: string): SkippedQuestion => ({ name: nameOf(draft.text), reason });
  if (draft.options.length < 2) return skip("Questão com menos de 2 alternativas.");
  if (draft.options.length > MAX_OPTIONS) return skip(`Questão com mais de ${MAX_OPTIONS} alternativas não é suportada.`);
  if (draft.answer === null) return skip("Questão sem a linha ANSWER: com a letra da alternativa correta.");
  const letter = /^([A-Za-z])[.)]?$/.exec(draft.answer)?.[1].toUpperCase();
  const correct = letter === undefined ? -1 : letter.charCodeAt(0) - 65;
  if (correct < 0 || correct >= draft.options.length)
    return skip(`A linha ANSWER: "${draft.answer.slice(0, 20)}" não indica nenhuma das alternativas.`);
  return {
    ...emptyPortable("multiple_choice"),
    html: cellParagraphs(draft.text.join("\n")),
    options: draft.options.map((lines, index) => ({ html: cellParagraphs(lines.join("\n")), correct: index === correct })),
  };
}

/** A question is named in reports by the start of its text, read from its first lines only. */
function nameOf(lines: string[]): string {
  let name = "";
  for (let index = 0; index < lines.length && name.length < NAME_LENGTH; index++)
    name += ` ${lines[index].slice(0, NAME_LENGTH).replace(/\s+/g, " ")}`;
  return name.trim().slice(0, NAME_LENGTH);
}
