import { showEscapes } from "./escapes";
import { numericalAnswer } from "./numerical";
import { withFormat } from "./textFormat";

/**
 * What a GIFT answer block (between `{` and `}`, the general feedback taken off, its escapes hidden)
 * asks, told apart as Moodle tells it (question/format/gift/format.php, readquestion): empty is an
 * essay, `#` first a numerical answer, a `~` anywhere multiple choice, `=` with `->` matching,
 * `T`/`F` true or false, anything else short answer. Per-answer feedback (`#…`) is dropped: we keep
 * one explanation per question.
 */
export type GiftAnswers =
  | { kind: "essay" }
  | { kind: "choice"; options: { text: string; correct: boolean }[] }
  | { kind: "trueFalse"; answer: boolean }
  | { kind: "short"; accepted: string[] }
  | { kind: "skip"; reason: string };

export const MAX_OPTIONS = 5;

const TRUE_FALSE: Record<string, boolean> = { T: true, TRUE: true, F: false, FALSE: false };

export function readAnswers(block: string): GiftAnswers {
  if (block === "") return { kind: "essay" };
  if (block.startsWith("#")) return numerical(block.slice(1));
  if (block.includes("~")) return choice(block);
  if (block.includes("=") && block.includes("->"))
    return { kind: "skip", reason: "Questão de associação (matching) não é suportada." };
  // Moodle wants capitals; `{true}` meant the same to whoever wrote it, so case is not held against it.
  const beforeFeedback = (block.indexOf("#") > 0 ? block.slice(0, block.indexOf("#")) : block).trim().toUpperCase();
  if (beforeFeedback in TRUE_FALSE) return { kind: "trueFalse", answer: TRUE_FALSE[beforeFeedback] };
  return shortAnswer(block);
}

/** An answer's weight (`%50%`, `%-100%`, as a percentage) and the rest of it. */
function weighted(answer: string, fallback: number): { weight: number; rest: string } {
  const match = /^%(-*)(\d+(?:\.\d*)?)%/.exec(answer);
  if (!match) return { weight: fallback, rest: answer };
  return { weight: (match[1] ? -1 : 1) * Number(match[2]), rest: answer.slice(match[0].length) };
}

/** The answer without its feedback (`#…`). */
const withoutFeedback = (answer: string) => (answer.includes("#") ? answer.slice(0, answer.indexOf("#")) : answer).trim();

/** The pieces after each separator; the text before the first, when blank, is no answer (Moodle's explode and array_shift). */
function pieces(block: string, separators: RegExp): string[] {
  const found = block.split(separators);
  if (found[0].trim() === "") found.shift();
  return found;
}

const MULTIPLE_RESPONSE = "Questão de múltipla resposta (mais de uma alternativa correta ou pesos parciais) não é suportada.";
const PARTIAL_CREDIT = "Resposta com crédito parcial (peso entre 0% e 100%) não é suportada.";

function choice(block: string): GiftAnswers {
  const options: { text: string; correct: boolean }[] = [];
  let partial = false;
  // Moodle reads `=` as `~=`: each answer starts at a `~` or an `=`, and text before the first is a wrong answer.
  for (const answer of choiceAnswers(block)) {
    const { weight, rest } = answer.startsWith("=") ? { weight: 100, rest: answer.slice(1) } : weighted(answer.slice(1), 0);
    // A negative weight is a penalty for a wrong answer; we have no penalties, it is simply wrong.
    if (weight > 0 && weight < 100) partial = true;
    const text = withoutFeedback(rest);
    if (text !== "") options.push({ text, correct: weight >= 100 });
    // One option too many settles it; the rest of a long list is not read.
    if (options.length > MAX_OPTIONS) break;
  }
  const correct = options.filter((option) => option.correct).length;
  if (partial || correct > 1) return { kind: "skip", reason: MULTIPLE_RESPONSE };
  if (options.length > MAX_OPTIONS)
    return { kind: "skip", reason: `Questão com mais de ${MAX_OPTIONS} alternativas não é suportada.` };
  if (correct === 0) return { kind: "skip", reason: "Questão de múltipla escolha sem alternativa correta." };
  if (options.length < 2) return { kind: "skip", reason: "Questão de múltipla escolha com menos de 2 alternativas." };
  return { kind: "choice", options };
}

/** The answers of a choice block, each with its `~` or `=`, trimmed. */
function* choiceAnswers(block: string): Generator<string> {
  let start = /^[~=]/.test(block) ? 0 : -1;
  for (let at = start + 1; at <= block.length; at++) {
    if (at < block.length && block[at] !== "~" && block[at] !== "=") continue;
    yield start === -1 ? `~${block.slice(0, at).trim()}` : block.slice(start, at).trim();
    start = at;
  }
}

/** The accepted answers: full credit kept, no credit dropped (it only carried feedback), partial credit refused. */
function accepted(answers: Iterable<{ weight: number; text: string }>): GiftAnswers {
  const texts: string[] = [];
  for (const { weight, text } of answers) {
    if (weight > 0 && weight < 100) return { kind: "skip", reason: PARTIAL_CREDIT };
    if (weight >= 100 && text !== "") texts.push(text);
  }
  if (texts.length === 0) return { kind: "skip", reason: "Questão de resposta curta sem resposta aceita." };
  return { kind: "short", accepted: texts };
}

const shortAnswer = (block: string) => accepted(shortAnswers(block));

/** Each short answer with its weight (full credit when it has none), read one at a time so a refusal can stop early. */
function* shortAnswers(block: string): Generator<{ weight: number; text: string }> {
  for (const piece of pieces(block, /=/)) {
    const { weight, rest } = weighted(piece.trim(), 100);
    yield { weight, text: withFormat(withoutFeedback(rest), "plain").text };
  }
}

function numerical(block: string): GiftAnswers {
  // After a `~` comes the feedback for any other answer (Moodle's `*`), which we do not keep.
  const tilde = block.indexOf("~");
  const answers: { weight: number; text: string }[] = [];
  for (const piece of pieces(tilde === -1 ? block : block.slice(0, tilde), /=/)) {
    const { weight, rest } = weighted(piece.trim(), 100);
    const written = showEscapes(withoutFeedback(rest));
    const text = numericalAnswer(written);
    if (text === null) return { kind: "skip", reason: `Resposta numérica inválida: "${written.slice(0, 60)}".` };
    answers.push({ weight, text });
  }
  if (answers.length === 0) return { kind: "skip", reason: "Questão numérica sem resposta." };
  return accepted(answers);
}
