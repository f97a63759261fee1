import type { QuestionType, DifficultyLevel, OptionLetter } from "../../../shared/constants";
import type { BankFields, ImportGrade, QuestionDraft } from "../../../shared/imports/drafts";
import type { ImportKind } from "../../../shared/imports/formats";
import type { DraftSpec } from "../../../shared/imports/specCells";
import type { QuestionDefaults } from "./reader";
import { readImport } from "./registry";

/** One bank import row, checked and in the platform's own values (docs/product.md#94-importing-into-the-bank): what the bank saves. */
export type BankImportRow = {
  row: number;
  title: string;
  /** Plain text, as typed in the file: escape it before storing it as rich text. */
  questionText: string;
  subject: string;
  grade: ImportGrade;
  difficultyLevel: DifficultyLevel;
  questionType: QuestionType;
  options: Array<{ optionLetter: OptionLetter; optionText: string; isCorrect: boolean }>;
  /** An essay's expected answer; for multiple choice, the correct letter; null for a type with parts. */
  correctAnswer: string | null;
  /** The parts and key of a type with parts (shared/imports/specCells.ts), without ids yet; null for the others. */
  answerSpec: DraftSpec | null;
};
export type BankImportResult = { rows: BankImportRow[]; errors: string[] };

/**
 * Reads a bank import file of a known kind. Good rows are kept and each bad row adds its message;
 * a file refused whole (too large, too many rows, not a valid file, no header) comes back with no
 * rows and a single message. No database access: the caller matches grades and saves.
 *
 * `defaults` fill blank subject, grade and difficulty cells (and the missing columns); a PDF needs
 * them, since it has no such columns.
 */
export async function readBankFile(
  kind: ImportKind,
  bytes: Buffer,
  defaults?: Partial<QuestionDefaults>,
): Promise<BankImportResult> {
  const read = await readImport("questions", kind, bytes, { defaults });
  if ("refusal" in read) return { rows: [], errors: [read.refusal] };
  const result: BankImportResult = { rows: [], errors: [...read.problems] };
  for (const draft of read.items) {
    if (draft.problems.length > 0 || !draft.bank) result.errors.push(...draft.problems);
    else result.rows.push(bankRowOf(draft, draft.bank));
  }
  return result;
}

export function bankRowOf(draft: QuestionDraft, bank: BankFields): BankImportRow {
  return {
    row: draft.row,
    title: bank.title,
    questionText: draft.text,
    subject: bank.subject,
    grade: bank.grade,
    difficultyLevel: bank.difficulty,
    questionType: draft.type,
    options: draft.options.map((option) => ({
      optionLetter: option.letter,
      optionText: option.text,
      isCorrect: option.letter === draft.key,
    })),
    correctAnswer: draft.type === "multiple_choice" ? draft.key : draft.expectedAnswer,
    answerSpec: draft.answerSpec ?? null,
  };
}
