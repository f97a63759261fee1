import { OPTION_LETTERS, VERSION_LETTERS, type OptionLetter, type VersionLetter } from "../../../shared/constants";
import type { ExamQuestion } from "../../../shared/types/exams";

/**
 * The versions of a paper exam (docs/product.md#23-paper-exams). Tipo A is the exam as written;
 * B, C and D reorder its questions and/or each question's options. The order is drawn from the
 * application's seed and each record's id (not its position), so a reprint is identical and a
 * question added or removed later leaves the others' relative order alone.
 */

export interface VersionPlan {
  seed: number;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
}

/** A question as one version prints it: its options in that version's order, lettered again from A. */
export interface VersionedQuestion {
  question: ExamQuestion;
  /** Its number in the exam as written (Tipo A). */
  originalNumber: number;
  /** Its number in this version. */
  number: number;
  options: Array<{ id: string; letter: OptionLetter; optionText: string; isCorrect: boolean }>;
  /** The letter of the correct option in this version; null for an essay (or a question without one). */
  correctLetter: OptionLetter | null;
}

export const versionLetter = (version: number): VersionLetter => VERSION_LETTERS[version];

/** FNV-1a: a fast 32-bit hash, the same on every machine and release. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** `items` in the order the seed gives version `version`; version 0 keeps them as they are. */
function drawn<T extends { id: string }>(items: T[], seed: number, version: number, salt: string): T[] {
  if (version === 0) return items;
  const keyed = items.map((item) => ({ item, key: hash(`${seed}:${version}:${salt}:${item.id}`) }));
  keyed.sort((left, right) => left.key - right.key || (left.item.id < right.item.id ? -1 : 1));
  return keyed.map(({ item }) => item);
}

/** The exam's questions (in their written order) as version `version` (0 = Tipo A) prints them. */
export function questionsOfVersion(questions: ExamQuestion[], version: number, plan: VersionPlan): VersionedQuestion[] {
  const numbered = questions.map((question, index) => ({ id: question.id, question, originalNumber: index + 1 }));
  const ordered = plan.shuffleQuestions ? drawn(numbered, plan.seed, version, "q") : numbered;
  return ordered.map(({ question, originalNumber }, index) => {
    const options = (plan.shuffleOptions ? drawn(question.options, plan.seed, version, question.id) : question.options).map(
      (option, position) => ({
        id: option.id,
        letter: OPTION_LETTERS[position],
        optionText: option.optionText,
        isCorrect: option.isCorrect,
      }),
    );
    return {
      question,
      originalNumber,
      number: index + 1,
      options,
      correctLetter: options.find((option) => option.isCorrect)?.letter ?? null,
    };
  });
}

/** A new seed for an application's versions: any 31-bit number. */
export const newVersionSeed = () => Math.floor(Math.random() * 0x7fffffff);
