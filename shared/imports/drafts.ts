import type { QuestionType, DifficultyLevel, GradeLevelCategory, OptionLetter } from "../constants";
import type { DraftSpec } from "./specCells";

/** A grade as an import reads it: "5º ano" is Ensino Fundamental I, year 5. */
export type ImportGrade = { category: GradeLevelCategory; number: number | null; label: string };

export type DraftOption = { letter: OptionLetter; text: string };

/** What a question-bank file says about a question beyond the question itself. */
export type BankFields = { title: string; subject: string; grade: ImportGrade; difficulty: DifficultyLevel };

/**
 * One question as an import file gives it, before anything is saved: every reader of questions
 * (a spreadsheet, a printed exam in PDF, an exam's CSV) returns these. A draft with problems is a
 * row that will not be imported; each message names the row ("Linha 4: …", "Questão 2: …").
 */
export interface QuestionDraft {
  /** The row a spreadsheet program shows (the header is row 1), or a PDF question's number. */
  row: number;
  /** Plain text, as typed in the file: escape it before storing it as rich text. */
  text: string;
  type: QuestionType;
  /** The filled options, in letter order. */
  options: DraftOption[];
  /** The correct option; null for an open question and for a multiple-choice row left without one. */
  key: OptionLetter | null;
  /** An open question's expected answer, as written. */
  expectedAnswer: string | null;
  /**
   * The parts and key of a type with a spec (shared/imports/specCells.ts), checked, its texts
   * rich text; absent for multiple choice and essay, and from the readers that give no such types.
   */
  answerSpec?: DraftSpec;
  /** Null where the file gives none. */
  points: number | null;
  /** Set by the bank's readers only. */
  bank: BankFields | null;
  tags: string[];
  descriptors: string[];
  /** Addresses of the question's images, where a format carries them. */
  images: string[];
  problems: string[];
}

/** A draft of nothing yet, for a reader to fill. */
export function emptyDraft(row: number): QuestionDraft {
  return {
    row,
    text: "",
    type: "essay",
    options: [],
    key: null,
    expectedAnswer: null,
    points: null,
    bank: null,
    tags: [],
    descriptors: [],
    images: [],
    problems: [],
  };
}

/** A draft that stands for a row that could not be read: only its row and why. */
export function refusedRow(row: number, problem: string): QuestionDraft {
  return { ...emptyDraft(row), problems: [problem] };
}
