/**
 * A question as the interchange formats carry it (Moodle XML, GIFT, Aiken, QTI), between a file
 * and the bank or an exam (docs/architecture.md#19-interchange). Each format has a reader (bytes →
 * questions, and the questions it could not take, each named with why) and a writer (questions →
 * bytes, and the questions the format cannot carry). Readers know nothing of the database: the
 * import maps these to bank items or exam questions, sanitises their HTML and stores their images.
 */

import type { QuestionType } from "../../../shared/constants";
import {
  hasSpec,
  parseAnswerSpec,
  type AnswerSpecInputOf,
  type AnswerSpecOf,
  type SpecType,
} from "../../../shared/questionTypes/spec";

export type PortableType = QuestionType;

/** A spec as a reader builds it (parts may lack ids; defaults may be left out), of any type with one. */
export type PortableAnswerSpec = { [T in SpecType]: AnswerSpecInputOf<T> }[SpecType];

/** A question's type with its spec checked and its defaults filled, narrowed together, for the writers. */
export type CheckedSpec = { [T in SpecType]: { type: T; spec: AnswerSpecOf<T> } }[SpecType];

/** An image a question shows, carried inside the file (base64 in Moodle XML, a file in a QTI package). */
export interface PortableImage {
  /** Its name inside the question's HTML: `<img src="portable:NAME">`. Unique within the question. */
  name: string;
  /** "image/png", "image/jpeg", "image/gif", "image/webp" or "image/svg+xml". */
  mimeType: string;
  bytes: Buffer;
}

export interface PortableOption {
  html: string;
  correct: boolean;
}

/** The curriculum codes of a question, where a format carries them. */
export interface PortableDescriptors {
  descriptor?: string;
  saeb?: string;
  paeb?: string;
  /** A BNCC skill code ("EF05MA01"). */
  bncc?: string;
}

export interface PortableQuestion {
  /** Its name in the file (Moodle's name, GIFT's ::title::, QTI's title), for reports and bank titles; "" when it has none. */
  name: string;
  /**
   * The question's text as HTML, not yet sanitised. A formula is a `<span data-math="LATEX">`
   * span (with `data-display="block"` for a displayed one; shared/math/format.ts `mathSpan`), an
   * image an `<img src="portable:NAME">` naming one of `images`.
   */
  html: string;
  type: PortableType;
  /**
   * multiple_choice: two to five options in order, exactly one correct (a single true/false
   * judgement, Moodle's truefalse or GIFT's {T}: "Verdadeiro", "Falso"). Empty otherwise.
   */
  options: PortableOption[];
  /**
   * The parts and key of every type but multiple choice and essay (shared/questionTypes/spec.ts),
   * null for those two. Readers fill it; the stores and writers check it with `checkedSpec`.
   */
  answerSpec: PortableAnswerSpec | null;
  /** essay: the teacher's expected answer (HTML), when the file has one. */
  expectedAnswer: string | null;
  /** General feedback / explanation shown after answering (HTML). */
  explanation: string | null;
  /** The question's points (Moodle's defaultgrade); null when the file gives none. */
  points: number | null;
  /** Categories ("Matemática/Frações" gives "Matemática" and "Frações") and tags, without duplicates. */
  tags: string[];
  descriptors: PortableDescriptors;
  images: PortableImage[];
}

/** A question of the file that is not imported, and why, in Portuguese ("Questão de associação (matching) não é suportada."). */
export interface SkippedQuestion {
  name: string;
  reason: string;
}

/** A file read: its questions, and those left out one by one. */
export interface PortableRead {
  questions: PortableQuestion[];
  skipped: SkippedQuestion[];
}

/** A file refused whole (not the format, too large, too many questions, an unsafe package), in Portuguese. */
export interface PortableRefusal {
  refusal: string;
}

export type PortableReader = (bytes: Buffer) => PortableRead | PortableRefusal | Promise<PortableRead | PortableRefusal>;

/** A file written, and the questions the format could not carry (Aiken takes multiple choice only). */
export interface PortableWritten {
  bytes: Buffer;
  leftOut: SkippedQuestion[];
}

export type PortableWriter = (questions: PortableQuestion[], title: string) => PortableWritten | Promise<PortableWritten>;

/**
 * The question's spec checked against its type, defaults filled: null for a type without one; the
 * first problem's message when the spec does not fit its type.
 */
export function checkedSpec(question: Pick<PortableQuestion, "type" | "answerSpec">): CheckedSpec | { problem: string } | null {
  if (!hasSpec(question.type)) return null;
  const parsed = parseAnswerSpec(question.type, question.answerSpec);
  if (!parsed.success) return { problem: parsed.issues[0]?.message ?? "Itens ou gabarito inválidos." };
  return { type: question.type, spec: parsed.data } as CheckedSpec;
}

/** A question with nothing in it, for a reader to fill. */
export const emptyPortable = (type: PortableType = "essay"): PortableQuestion => ({
  name: "",
  html: "",
  type,
  options: [],
  answerSpec: null,
  expectedAnswer: null,
  explanation: null,
  points: null,
  tags: [],
  descriptors: {},
  images: [],
});

export {
  FILE_TOO_LARGE_REFUSAL,
  MAX_INTERCHANGE_FILE_BYTES,
  MAX_INTERCHANGE_PACKAGE_BYTES,
} from "../../../shared/interchange/limits";

/** The most questions one file may bring (issue: 5,000). */
export const MAX_INTERCHANGE_QUESTIONS = 5000;

export const TOO_MANY_QUESTIONS_REFUSAL = `O arquivo tem mais de ${MAX_INTERCHANGE_QUESTIONS.toLocaleString("pt-BR")} questões; divida-o em arquivos menores.`;
