import { SPEC_LIMITS } from "../../../../shared/questionTypes/spec";
import type { RuleHints } from "../specs/ruleTags";
import { showEscapes } from "./escapes";
import { numericalAnswer } from "./numerical";
import { withFormat } from "./textFormat";

/**
 * What a GIFT answer block (between `{` and `}`, the general feedback taken off, its escapes hidden)
 * asks, told apart as Moodle tells it (question/format/gift/format.php, readquestion): empty is an
 * essay, `#` first a numerical answer, a `~` anywhere multiple choice (several right or weighed
 * answers: multiple response), `=` with `->` matching, `T`/`F` true or false, anything else short
 * answer. Per-answer feedback (`#…`) is dropped: we keep one explanation per question. Texts keep
 * their escapes hidden, for the question to format.
 */
export type GiftAnswers =
  | { kind: "essay" }
  | { kind: "choice"; options: { text: string; correct: boolean }[] }
  | { kind: "weighed"; options: { text: string; weight: number }[] }
  | { kind: "pairs"; pairs: { text: string; answer: string }[]; extras: string[] }
  | { kind: "trueFalse"; answer: boolean }
  | { kind: "short"; accepted: string[] }
  | { kind: "numeric"; value: number; tolerance: number }
  | { kind: "skip"; reason: string };

export const MAX_OPTIONS = 5;
/** The most options a multiple response question takes; one more settles that a list is too long. */
const MAX_WEIGHED = SPEC_LIMITS.multiple_response.max;

const TRUE_FALSE: Record<string, boolean> = { T: true, TRUE: true, F: false, FALSE: false };

export function readAnswers(block: string, hints: RuleHints): GiftAnswers {
  if (block === "") return { kind: "essay" };
  if (block.startsWith("#")) return numerical(block.slice(1));
  if (block.includes("~")) return choice(block, hints);
  if (block.includes("=") && block.includes("->")) return pairs(block);
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

const PARTIAL_CREDIT = "Resposta com crédito parcial (peso entre 0% e 100%) não é suportada.";

const SINGLE_WITH_SEVERAL = "Questão de escolha única com mais de uma resposta certa ou com nota parcial não é suportada.";

function choice(block: string, hints: RuleHints): GiftAnswers {
  const options: { text: string; weight: number }[] = [];
  let marked = false;
  // Moodle reads `=` as `~=`: each answer starts at a `~` or an `=`, and text before the first is a wrong answer.
  for (const answer of choiceAnswers(block)) {
    marked ||= answer.startsWith("=");
    const { weight, rest } = answer.startsWith("=") ? { weight: 100, rest: answer.slice(1) } : weighted(answer.slice(1), 0);
    const text = withoutFeedback(rest);
    if (text !== "") options.push({ text, weight });
    // One option too many settles it; the rest of a long list is not read.
    if (options.length > MAX_WEIGHED) break;
  }
  const right = options.filter((option) => option.weight > 0);
  const several = right.length > 1 || right.some((option) => option.weight < 100);
  // Moodle makes a block with an `=` one answer (several `=` are alternative right answers), and one
  // without several (checkboxes): several right or weighed answers are then multiple response (or,
  // tagged, a summation); one answer of 100% stays multiple choice.
  if (marked && several) return { kind: "skip", reason: SINGLE_WITH_SEVERAL };
  if (!marked && (several || hints.summation)) {
    if (options.length > MAX_WEIGHED)
      return { kind: "skip", reason: `Questão de múltipla resposta com mais de ${MAX_WEIGHED} alternativas não é suportada.` };
    return { kind: "weighed", options };
  }
  // A negative weight is a penalty for a wrong answer; with one right answer it is simply wrong.
  return singleChoice(options.map((option) => ({ text: option.text, correct: option.weight >= 100 })));
}

function singleChoice(options: { text: string; correct: boolean }[]): GiftAnswers {
  const correct = options.filter((option) => option.correct).length;
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

/** The first answer worth every point, with its tolerance: ours has one value (the others are Moodle's alternatives). */
function numerical(block: string): GiftAnswers {
  // After a `~` comes the feedback for any other answer (Moodle's `*`), which we do not keep.
  const tilde = block.indexOf("~");
  let any = false;
  for (const piece of pieces(tilde === -1 ? block : block.slice(0, tilde), /=/)) {
    const { weight, rest } = weighted(piece.trim(), 100);
    const written = showEscapes(withoutFeedback(rest));
    const number = numericalAnswer(written);
    if (number === null) return { kind: "skip", reason: `Resposta numérica inválida: "${written.slice(0, 60)}".` };
    any = true;
    if (weight >= 100) return { kind: "numeric", ...number };
    if (weight > 0) return { kind: "skip", reason: PARTIAL_CREDIT };
  }
  return { kind: "skip", reason: any ? "Questão numérica sem resposta correta (peso 100%)." : "Questão numérica sem resposta." };
}

/** `=item -> answer` pairs; an item left empty only adds its answer to the list. */
function pairs(block: string): GiftAnswers {
  const found: { text: string; answer: string }[] = [];
  const extras: string[] = [];
  for (const piece of pieces(block, /=/)) {
    const arrow = piece.indexOf("->");
    if (arrow === -1) return { kind: "skip", reason: 'Questão de associação com um item sem "->".' };
    const text = piece.slice(0, arrow).trim();
    const answer = withFormat(withoutFeedback(piece.slice(arrow + 2)), "plain").text;
    if (text === "") extras.push(answer);
    else found.push({ text, answer });
  }
  if (found.length === 0) return { kind: "skip", reason: "Questão de associação sem itens para associar." };
  return { kind: "pairs", pairs: found, extras };
}
