import {
  OPTION_LETTERS,
  type BankQuestionType,
  type DifficultyLevel,
  type GradeLevelCategory,
  type OptionLetter,
} from "../../../shared/constants";
import { compactKey } from "../../../shared/imports/text";
import { parseGrade } from "./grade";
import { PLACE_KEY } from "./headers";
import { canonicalSubject } from "./subjects";

/** One bank import row, checked and in the platform's own values (spec sections 3 and 5). */
export type BankImportRow = {
  row: number;
  title: string;
  /** Plain text, as typed in the file: escape it before storing it as rich text. */
  questionText: string;
  subject: string;
  grade: { category: GradeLevelCategory; number: number | null; label: string };
  difficultyLevel: DifficultyLevel;
  questionType: BankQuestionType;
  options: Array<{ optionLetter: OptionLetter; optionText: string; isCorrect: boolean }>;
  /** An essay's or short answer's expected answer; for multiple choice, the correct letter. */
  correctAnswer: string | null;
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

const TYPES: Record<string, BankQuestionType> = {
  multiplaescolha: "multiple_choice",
  multiplechoice: "multiple_choice",
  objetiva: "multiple_choice",
  multipla: "multiple_choice",
  dissertativa: "essay",
  discursiva: "essay",
  essay: "essay",
  aberta: "essay",
  respostacurta: "short_answer",
  shortanswer: "short_answer",
  curta: "short_answer",
};

export function normalizeBankRow(cells: Record<string, string>, row: number): { value: BankImportRow } | { error: string } {
  const place = cells[PLACE_KEY] || `Linha ${row}`;
  const cell = (key: string) => (cells[key] ?? "").trim();
  const fail = (problem: string) => ({ error: `${place}: ${problem}` });

  const questionText = cell("texto_questao");
  if (!questionText) return fail("texto da questão vazio.");
  const title = cell("titulo") || titleFrom(questionText);
  if (title.length > TITLE_MAX) return fail(`título com mais de ${TITLE_MAX} caracteres.`);

  const subject = canonicalSubject(cell("materia"));
  if (!subject) return fail("matéria vazia.");
  if (subject.length > SUBJECT_MAX) return fail(`matéria com mais de ${SUBJECT_MAX} caracteres.`);

  if (!cell("serie")) return fail("série vazia.");
  const grade = parseGrade(cell("serie"));
  if (!grade) return fail(`série "${cell("serie")}" não reconhecida.`);

  const difficultyLevel = cell("dificuldade") ? DIFFICULTIES[compactKey(cell("dificuldade"))] : "medium";
  if (!difficultyLevel) return fail(`dificuldade "${cell("dificuldade")}" não reconhecida (use fácil, médio ou difícil).`);

  const filled = OPTION_LETTERS.filter((letter) => cell(`alternativa_${letter.toLowerCase()}`) !== "");
  const questionType = cell("tipo") ? TYPES[compactKey(cell("tipo"))] : filled.length > 0 ? "multiple_choice" : "essay";
  if (!questionType) {
    return fail(`tipo "${cell("tipo")}" não reconhecido (use múltipla escolha, dissertativa ou resposta curta).`);
  }

  const answer = cell("resposta_correta");
  const base = { row, title, questionText, subject, grade, difficultyLevel, questionType };
  // An essay or short answer keeps no options; its answer cell is the expected answer.
  if (questionType !== "multiple_choice") return { value: { ...base, options: [], correctAnswer: answer || null } };

  if (filled.length < 2) return fail("questão de múltipla escolha precisa de pelo menos duas alternativas preenchidas.");
  if (!answer) return fail("resposta correta vazia.");
  const correct = letterOf(answer);
  if (!correct || !filled.includes(correct)) {
    return fail(`resposta correta "${answer}" não corresponde a uma alternativa preenchida.`);
  }
  const options = filled.map((letter) => ({
    optionLetter: letter,
    optionText: cell(`alternativa_${letter.toLowerCase()}`),
    isCorrect: letter === correct,
  }));
  return { value: { ...base, options, correctAnswer: correct } };
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
