import { OPTION_LETTERS, type OptionLetter } from "../../../shared/constants";

/**
 * Finds numbered questions, their options and the answer key in the lines of a teacher's
 * printed exam. Layout is guessed, so the rules lean on order: question N+1 must follow N and
 * option B must follow A, which keeps "3. Explique..." inside a text or "E. coli" from being
 * read as a new question or option.
 */

export type PdfQuestion = {
  number: number;
  text: string;
  options: Array<{ letter: OptionLetter; text: string }>;
  /** The option letter from the key or a "Resposta:" line; for an open question, its expected answer. */
  answer: string | null;
};

/** `1)`, `1.`, `1 -`, `Questão 1`, `QUESTÃO 1:`. */
const QUESTION_START =
  /^(?:quest[aãáà]o\s*(?:n[º°o.]\s*)?(\d{1,3})\s*[:.)\-–—]?|(\d{1,3})\s*(?:\)|\.(?=\s|$)|:|\s*[-–—](?=\s)))\s*(.*)$/iu;
/** `a)`, `(A)`, `A)`, `a.`, `A -`. */
const OPTION_START = /^(?:\(([a-e])\)|([a-e])\s*\)|([a-e])\.(?=\s|$)|([a-e])\s+[-–—](?=\s))\s*(.*)$/i;
const KEY_HEADING = /^(?:gabarito|respostas|folha de respostas)\b[\s:.-]*(.*)$/i;
const ANSWER_LINE = /^(?:resposta(?:\s+correta)?|gabarito|alternativa\s+correta)\s*[:–—-]\s*(.+)$/i;
const KEY_PAIR = /(\d{1,3})\s*[-–—).:=]?\s*\(?([a-e])\)?(?![\p{L}\d])/giu;
/** Page numbers and the blank lines drawn for a written answer carry no question text. */
const NOISE = /^(?:p[aá]gina\s+\d+(?:\s+de\s+\d+)?|\d+\s*(?:\/|de)\s*\d+|-\s*\d+\s*-|[_.\s]+)$/i;

/** A loose count of question lines, for refusing an oversized file before parsing it. */
export function looksLikeQuestionStart(line: string): boolean {
  return QUESTION_START.test(line);
}

export function parsePdfQuestions(lines: string[]): PdfQuestion[] {
  const questions: PdfQuestion[] = [];
  const key = new Map<number, string>();
  let current: PdfQuestion | undefined;
  let inKey = false;

  for (const raw of lines) {
    const line = raw.replace(/\s+/g, " ").trim();
    if (!line || NOISE.test(line)) continue;
    if (inKey) {
      readKey(line, key);
      continue;
    }

    const answerLine = ANSWER_LINE.exec(line);
    const isKeyList = /^gabarito/i.test(line) && answerLine !== null && hasKeyPairs(answerLine[1]);
    if (answerLine && current && !isKeyList) {
      current.answer = answerFor(current, answerLine[1]);
      continue;
    }
    const keyHeading = KEY_HEADING.exec(line);
    if (keyHeading && (keyHeading[1] === "" || hasKeyPairs(keyHeading[1]))) {
      inKey = true;
      readKey(keyHeading[1], key);
      continue;
    }

    const start = QUESTION_START.exec(line);
    const number = start ? Number(start[1] ?? start[2]) : NaN;
    // A heading such as "2024 - Avaliação" can look like a first question until a real "1)" follows it.
    const headingMistaken =
      current !== undefined && questions.length === 1 && number === 1 && current.number !== 1 && current.options.length === 0;
    if (headingMistaken) questions.pop();
    if (start && (!current || headingMistaken || number === current.number + 1)) {
      current = { number, text: start[3], options: [], answer: null };
      questions.push(current);
      continue;
    }
    if (!current) continue; // the school's and exam's heading above the first question

    const option = OPTION_START.exec(line);
    const letter = option && (option[1] ?? option[2] ?? option[3] ?? option[4]).toUpperCase();
    if (option && letter === OPTION_LETTERS[current.options.length]) {
      addOptions(current, letter, option[5]);
      continue;
    }
    const last = current.options.at(-1);
    if (last) last.text = join(last.text, line);
    else current.text = join(current.text, line);
  }

  for (const question of questions) {
    const fromKey = key.get(question.number);
    if (fromKey && !question.answer) question.answer = fromKey;
  }
  return questions.filter((question) => question.text !== "" || question.options.length > 0);
}

/** Options printed side by side, `a) 42   b) 46   c) 48`, split at each next letter in order. */
function addOptions(question: PdfQuestion, letter: OptionLetter, rest: string): void {
  let text = rest;
  let current = letter;
  for (;;) {
    const next = OPTION_LETTERS[OPTION_LETTERS.indexOf(current) + 1];
    const marker = next && new RegExp(`\\s\\(?${next}\\)\\s*`, "i").exec(text);
    if (!marker) break;
    question.options.push({ letter: current, text: text.slice(0, marker.index).trim() });
    text = text.slice(marker.index + marker[0].length);
    current = next;
  }
  question.options.push({ letter: current, text: text.trim() });
}

function answerFor(question: PdfQuestion, value: string): string {
  const letter = /^\(?([a-e])\)?[.)]?$/i.exec(value.trim());
  return letter && question.options.length > 0 ? letter[1].toUpperCase() : value.trim();
}

function readKey(text: string, key: Map<number, string>): void {
  for (const [, number, letter] of text.matchAll(KEY_PAIR)) key.set(Number(number), letter.toUpperCase());
}

function hasKeyPairs(text: string): boolean {
  return new RegExp(KEY_PAIR.source, "iu").test(text);
}

function join(text: string, more: string): string {
  return text ? `${text} ${more}` : more;
}
