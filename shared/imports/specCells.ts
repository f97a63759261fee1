import { OPTION_LETTERS } from "../constants";
import { parseDecimal } from "../numbers";
import { partLetter, propositionNumber } from "../questionTypes/labels";
import { parseAnswerSpec, SPEC_LIMITS, SPEC_MESSAGES, type AnswerSpecOf, type SpecType } from "../questionTypes/spec";
import { cellHtml } from "./cellHtml";
import { readRule } from "./ruleCell";
import { fold } from "./text";

/**
 * A spreadsheet row's cells as the `answerSpec` of a question with parts (docs/product.md#26-question-types),
 * the same for the exam's and the bank's imports: the parts from 'Itens' (or the option columns),
 * a matching question's second column from 'Respostas', the key from 'Resposta Correta' written as
 * the key reads ("A, C", "V F F V", "11", "9,81 ± 0,05 m/s²", "1-C 2-A") and the rule from 'Regra'.
 * The spec is checked by `parseAnswerSpec`, so its limits give the spec's own messages.
 */

export type SpecCells = {
  type: SpecType;
  /** The 'Itens' cell: parts separated by " | " or line breaks. */
  items: string;
  /** The option cells in letter order, which give the parts when 'Itens' is blank. */
  options: string[];
  /** The 'Respostas' cell: a matching question's second column. */
  answers: string;
  key: string;
  rule: string;
};

/** A checked spec with its defaults filled and its texts rich text; its parts have no ids yet (the server gives them). */
export type DraftSpec = { [T in SpecType]: AnswerSpecOf<T> }[SpecType];

/** The spec, or why the row is refused. */
export type SpecOutcome = { answerSpec: DraftSpec } | { problem: string };

/** How each type's key is written, for the messages of a blank or unreadable key. */
const KEY_HINTS: Record<SpecType, string> = {
  multiple_response: "escreva as letras das alternativas corretas (ex.: A, C)",
  true_false: "escreva V ou F para cada afirmação, na ordem (ex.: V F F V)",
  right_wrong: "escreva C ou E para cada item, na ordem (ex.: C E C)",
  summation: "escreva a soma das proposições corretas (ex.: 11 ou 01 + 02 + 08)",
  numeric: "escreva o valor correto, e se quiser a tolerância e a unidade (ex.: 9,81 ± 0,05 m/s²)",
  matching: "escreva o par de cada item da primeira coluna (ex.: 1-C 2-A 3-B)",
  ordering: "",
  short_answer: 'escreva as respostas aceitas separadas por "|" (ex.: São Paulo | SP)',
};

/** The count of parts each type takes, with the spec's message. */
const PART_COUNTS: Partial<Record<SpecType, { min: number; max: number; message: string }>> = {
  multiple_response: { ...SPEC_LIMITS.multiple_response, message: SPEC_MESSAGES.multipleResponseCount },
  true_false: { ...SPEC_LIMITS.true_false, message: SPEC_MESSAGES.trueFalseCount },
  right_wrong: { ...SPEC_LIMITS.right_wrong, message: SPEC_MESSAGES.rightWrongCount },
  summation: { ...SPEC_LIMITS.summation, message: SPEC_MESSAGES.summationCount },
  matching: { ...SPEC_LIMITS.matching, message: SPEC_MESSAGES.matchingItems },
  ordering: { ...SPEC_LIMITS.ordering, message: SPEC_MESSAGES.orderingCount },
};

/** A row's problem, found deep in a key's reading; the first one ends the row, so it unwinds to `specFromCells`. */
class RowProblem extends Error {}
const refuse = (problem: string): never => {
  throw new RowProblem(problem);
};

export function specFromCells(cells: SpecCells): SpecOutcome {
  try {
    const input = specInput(cells);
    const parsed = parseAnswerSpec(cells.type, input);
    if (!parsed.success) return { problem: parsed.issues[0].message };
    return { answerSpec: parsed.data as DraftSpec };
  } catch (error) {
    if (error instanceof RowProblem) return { problem: error.message };
    throw error;
  }
}

/**
 * The spec as the cells give it, before `parseAnswerSpec`. The parts are counted first, so a row
 * with too few parts is told so rather than that its key does not fit them.
 */
function specInput(cells: SpecCells): unknown {
  const { type } = cells;
  const count = PART_COUNTS[type];
  const parts = count ? partTexts(cells) : [];
  if (count && (parts.length < count.min || parts.length > count.max)) refuse(count.message);
  const key = cells.key.trim();
  if (!key && type !== "ordering") refuse(`resposta correta vazia: ${KEY_HINTS[type]}.`);
  const invalid = (): never => refuse(`resposta correta "${key}" inválida: ${KEY_HINTS[type]}.`);
  const rule = <T extends SpecType>(ruled: T) => {
    const read = readRule(ruled, cells.rule);
    return "problem" in read ? refuse(read.problem) : read.rule;
  };

  switch (type) {
    case "multiple_response": {
      const correct = readLetters(key, parts.length) ?? invalid();
      return { parts: parts.map((text, index) => ({ text, correct: correct.has(index) })), scoring: rule(type) };
    }
    case "true_false":
    case "right_wrong": {
      const marks = readMarks(key, MARK_WORDS[type]) ?? invalid();
      if (marks.length !== parts.length) {
        const what = type === "true_false" ? "afirmações" : "itens";
        refuse(`resposta correta "${key}" tem ${marks.length} marca(s) para ${parts.length} ${what}: ${KEY_HINTS[type]}.`);
      }
      const judged = parts.map((text, index) => ({ text, correct: marks[index] }));
      return type === "true_false" ? { parts: judged, scoring: rule(type) } : { parts: judged, penalty: rule(type) };
    }
    case "summation": {
      const sum = readSum(key) ?? invalid();
      if (sum > 99) refuse(SPEC_MESSAGES.summationRange);
      if (sum >= 2 ** parts.length) {
        refuse(`resposta correta "${key}": a questão não tem a proposição ${propositionNumber(Math.floor(Math.log2(sum)))}.`);
      }
      return { parts: parts.map((text, index) => ({ text, correct: (sum & (2 ** index)) !== 0 })), scoring: rule(type) };
    }
    case "numeric":
      rule(type);
      return readNumber(key) ?? invalid();
    case "matching": {
      const answers = splitParts(cells.answers);
      const { answersMin, answersMax } = SPEC_LIMITS.matching;
      if (answers.length < answersMin || answers.length > answersMax) refuse(SPEC_MESSAGES.matchingAnswers);
      const pairs = readPairs(key, parts.length, answers.length) ?? invalid();
      return {
        // The second column's ids are made here, since the first column's items name them.
        parts: parts.map((text, index) => ({ text, match: answerIdOf(pairs.get(index)) })),
        answers: answers.map((text, index) => ({ id: answerIdOf(index), text: cellHtml(text) })),
        scoring: rule(type),
      };
    }
    case "ordering":
      // The items are written in their right order: a key cell has nothing to add.
      return { parts: parts.map((text) => ({ text })), scoring: rule(type) };
    case "short_answer":
      // Accepted answers are plain text with no formulas, so a bare "|" separates them too.
      return { accepted: key.split(/\s*\|\s*|\s*\r?\n\s*/).filter(Boolean), exact: rule(type) };
  }
}

/** A matching answer's id; an item left without a pair keeps none, which the spec refuses with its message. */
const answerIdOf = (index: number | undefined) => (index === undefined ? undefined : `r${index + 1}`);

/**
 * A cell's parts: " | " or a line break (Excel's Alt+Enter) between them. A bare "|" stays text,
 * as in a formula's absolute value (`$|x|$`).
 */
const splitParts = (cell: string) =>
  cell
    .split(/\s+\|\s+|\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);

/** The parts as rich text: 'Itens', else the option cells, which may not skip a letter since a letter or number is the part's place. */
function partTexts(cells: SpecCells): string[] {
  const items = splitParts(cells.items);
  if (items.length > 0) return items.map(cellHtml);
  const options = cells.options.map((option) => option.trim());
  const last = options.findLastIndex(Boolean);
  const gap = options.findIndex((option, index) => !option && index < last);
  if (gap >= 0) refuse(`a alternativa ${OPTION_LETTERS[gap]} está vazia: preencha os itens em ordem, sem pular colunas.`);
  return options.slice(0, last + 1).map(cellHtml);
}

/** `A, C`, `A;C`, `AC`, `(A) (C)`: the places of the letters, or null when a letter is not among the parts. */
function readLetters(key: string, count: number): Set<number> | null {
  const tokens = fold(key)
    .split(/[\s,;/+.()]+/)
    .filter(Boolean);
  const letters = tokens.length === 1 ? [...tokens[0]] : tokens;
  if (letters.some((letter) => !/^[a-z]$/.test(letter))) return null;
  const places = letters.map((letter) => letter.charCodeAt(0) - "a".charCodeAt(0));
  const missing = places.find((place) => place >= count);
  if (missing !== undefined) refuse(`resposta correta "${key}": a questão não tem a alternativa ${partLetter(missing)}.`);
  return new Set(places);
}

const MARK_WORDS = {
  true_false: { yes: ["v", "verdadeiro", "verdadeira"], no: ["f", "falso", "falsa"] },
  right_wrong: { yes: ["c", "certo", "certa"], no: ["e", "errado", "errada"] },
};

/** `V F F V`, `VFFV`, `V,F,F,V`, `1-V 2-F` (numbers aside), `verdadeiro, falso`: one mark per statement, or null. */
function readMarks(key: string, words: { yes: string[]; no: string[] }): boolean[] | null {
  const markOf = (word: string) => (words.yes.includes(word) ? true : words.no.includes(word) ? false : null);
  const marks: Array<boolean | null> = [];
  for (const token of fold(key)
    .split(/[^a-z]+/)
    .filter(Boolean)) {
    marks.push(...(markOf(token) !== null ? [markOf(token)] : [...token].map(markOf)));
  }
  return marks.every((mark) => mark !== null) ? (marks as boolean[]) : null;
}

/** `11`, `01 + 02 + 08` or the key as shown (`Soma: 11 (01 + 02 + 08)`): the sum, or null. */
function readSum(key: string): number | null {
  const text = key
    .replace(/^soma\s*:?/i, "")
    .replace(/\(.*\)$/, "")
    .trim();
  if (/^\d{1,3}$/.test(text)) return Number(text);
  if (!/^\d{1,2}(\s*[+,;]\s*\d{1,2})+$/.test(text)) return null;
  const numbers = text.split(/\s*[+,;]\s*/).map(Number);
  // Each number names one proposition (01, 02, 04 ... 64), once.
  const isProposition = (value: number) => value > 0 && (value & (value - 1)) === 0 && value <= 64;
  if (!numbers.every(isProposition) || new Set(numbers).size !== numbers.length) return null;
  return numbers.reduce((sum, value) => sum + value, 0);
}

const TOLERANCE_SIGN = String.raw`(?:±|\+\s*\/?\s*-)`;
const NUMBER = String.raw`-?[\d.,]+`;
/** `9,81`, `9,81 ± 0,05`, `9,81 +- 0,05 m/s²`, or the key as shown: `9,81 m/s² (± 0,05)`. */
const NUMERIC_KEY = new RegExp(
  `^(${NUMBER})(?:\\s*${TOLERANCE_SIGN}\\s*(${NUMBER}))?\\s*(.*?)(?:\\s*\\(\\s*${TOLERANCE_SIGN}\\s*(${NUMBER})\\s*\\))?$`,
);

function readNumber(key: string): { value: number; tolerance: number; unit: string | null } | null {
  const match = NUMERIC_KEY.exec(key.replace(/\u2212/g, "-"));
  if (!match) return null;
  const [, valueText, toleranceText, unit, shownTolerance] = match;
  const value = parseDecimal(valueText);
  const tolerance = toleranceText ?? shownTolerance;
  const toleranceValue = tolerance === undefined ? 0 : parseDecimal(tolerance);
  // A second tolerance, or one after the unit, is not a unit.
  if (value === null || toleranceValue === null || new RegExp(TOLERANCE_SIGN).test(unit)) return null;
  return { value, tolerance: toleranceValue, unit: unit || null };
}

/** `1-C 2-A 3-B`, `1C, 2A`, `1 - C`: the answer's place of each item's place, or null. */
function readPairs(key: string, items: number, answers: number): Map<number, number> | null {
  const tokens = key
    .replace(/\s*[-–—=:>)]+\s*/g, "-")
    .split(/[\s,;]+/)
    .filter(Boolean);
  const pairs = new Map<number, number>();
  for (const token of tokens) {
    const match = /^(\d{1,2})-?([a-z])$/i.exec(token);
    if (!match) return null;
    const item = Number(match[1]) - 1;
    const answer = match[2].toUpperCase().charCodeAt(0) - "A".charCodeAt(0);
    if (item < 0 || item >= items) refuse(`resposta correta "${key}": a questão não tem o item ${item + 1}.`);
    if (answer >= answers) refuse(`resposta correta "${key}": a questão não tem a resposta ${partLetter(answer)}.`);
    if (pairs.has(item)) refuse(`resposta correta "${key}": o item ${item + 1} tem mais de um par.`);
    pairs.set(item, answer);
  }
  return pairs;
}
