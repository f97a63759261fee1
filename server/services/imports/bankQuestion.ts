import { OPTION_LETTERS, type DifficultyLevel, type OptionLetter } from "../../../shared/constants";
import { emptyDraft, refusedRow, type DraftOption, type QuestionDraft } from "../../../shared/imports/drafts";
import { specFromCells } from "../../../shared/imports/specCells";
import { compactKey } from "../../../shared/imports/text";
import { questionTypeNamed, unknownType } from "../../../shared/imports/typeNames";
import { hasSpec } from "../../../shared/questionTypes/spec";
import { parseGrade } from "./grade";
import { canonicalSubject } from "./subjects";

/**
 * A bank question as a file gives it, before it is checked: a spreadsheet row's cells, or a PDF's
 * question with the subject, grade and difficulty chosen in the import form.
 */
export type WrittenBankQuestion = {
  row: number;
  /** How a message names it: "Linha 4", "Questão 2". */
  place: string;
  title: string;
  text: string;
  subject: string;
  grade: string;
  difficulty: string;
  /** As a teacher writes it ("múltipla escolha") or the platform's own name; blank: judged by the options. */
  type: string;
  /** Every option the file has; blank ones are dropped. */
  options: DraftOption[];
  /** The correct letter of a multiple-choice question, the key of a type with parts, else the expected answer. */
  answer: string;
  /** The columns of the types with parts (shared/imports/specCells.ts); a PDF has none. */
  items?: string;
  answers?: string;
  rule?: string;
};

const TITLE_MAX = 200;
const SUBJECT_MAX = 80;

const DIFFICULTIES: Record<string, DifficultyLevel> = {
  facil: "easy",
  easy: "easy",
  medio: "medium",
  media: "medium",
  medium: "medium",
  intermediario: "medium",
  dificil: "hard",
  hard: "hard",
};

/** Checks a bank question and puts it in the platform's values; the first problem makes it a refused row. */
export function checkBankQuestion(written: WrittenBankQuestion): QuestionDraft {
  const field = (value: string) => value.trim();
  const fail = (problem: string) => refusedRow(written.row, `${written.place}: ${problem}`);

  const text = field(written.text);
  if (!text) return fail("texto da questão vazio.");
  const title = field(written.title) || titleFrom(text);
  if (title.length > TITLE_MAX) return fail(`título com mais de ${TITLE_MAX} caracteres.`);

  const subject = canonicalSubject(written.subject);
  if (!subject) return fail("matéria vazia.");
  if (subject.length > SUBJECT_MAX) return fail(`matéria com mais de ${SUBJECT_MAX} caracteres.`);

  const gradeText = field(written.grade);
  if (!gradeText) return fail("série vazia.");
  const grade = parseGrade(gradeText);
  if (!grade) return fail(`série "${gradeText}" não reconhecida.`);

  const difficultyText = field(written.difficulty);
  const difficulty = difficultyOf(difficultyText);
  if (!difficulty) return fail(`dificuldade "${difficultyText}" não reconhecida (use fácil, médio ou difícil).`);

  const filled = written.options
    .map((option) => ({ letter: option.letter, text: field(option.text) }))
    .filter((option) => option.text !== "");
  const typeText = field(written.type);
  const type = typeText ? questionTypeNamed(typeText) : filled.length > 0 ? "multiple_choice" : "essay";
  if (!type) return fail(unknownType(typeText));

  const answer = field(written.answer);
  const draft: QuestionDraft = { ...emptyDraft(written.row), text, type, bank: { title, subject, grade, difficulty } };
  if (hasSpec(type)) {
    const read = specFromCells({
      type,
      items: written.items ?? "",
      options: written.options.map((option) => option.text),
      answers: written.answers ?? "",
      key: answer,
      rule: written.rule ?? "",
    });
    return "problem" in read ? fail(read.problem) : { ...draft, answerSpec: read.answerSpec };
  }
  // An essay keeps no options; its answer is the expected answer.
  if (type === "essay") return { ...draft, expectedAnswer: answer || null };

  if (filled.length < 2) return fail("questão de múltipla escolha precisa de pelo menos duas alternativas preenchidas.");
  if (!answer) return fail("resposta correta vazia.");
  const key = letterOf(answer);
  if (!key || !filled.some((option) => option.letter === key)) {
    return fail(`resposta correta "${answer}" não corresponde a uma alternativa preenchida.`);
  }
  return { ...draft, options: filled, key };
}

/** A difficulty as a teacher writes it ("fácil", "Médio", "hard"); blank is medium, anything else null. */
export function difficultyOf(text: string): DifficultyLevel | null {
  const written = text.trim();
  return written ? (DIFFICULTIES[compactKey(written)] ?? null) : "medium";
}

/** `C`, `c`, `(C)`, `C)`, `Letra C`, `alternativa c`. */
function letterOf(answer: string): OptionLetter | null {
  const match = /^(?:letra|alternativa|opcao)?([a-z])$/.exec(compactKey(answer));
  const letter = match?.[1].toUpperCase();
  return OPTION_LETTERS.find((candidate) => candidate === letter) ?? null;
}

/** About 60 characters, cut at a word so the bank list does not show half a word. */
export function titleFrom(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}
