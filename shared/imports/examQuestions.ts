import type { OptionLetter, QuestionType } from "../constants";
import type { InterchangeImportFormat } from "../interchange/formats";
import { cellHtml } from "./cellHtml";
import type { QuestionDraft } from "./drafts";
import type { DraftSpec } from "./specCells";

/**
 * Questions imported into one exam ('Importar Questões'): the server reads the file into
 * drafts, and the dialog previews them and adds the good ones through the exam's batch route.
 */

export const NO_VALID_QUESTIONS = "Nenhuma questão válida encontrada. Verifique o formato do arquivo.";
export const INVALID_FORMAT = "Formato de arquivo inválido. Use CSV com as colunas corretas.";
export const NO_EXAM_SELECTED = "Nenhuma prova selecionada";

/** `POST /api/imports/exam-questions`: every row of the file, the bad ones with their problems, and the file's other problems. */
export interface ExamQuestionsPreview {
  drafts: QuestionDraft[];
  problems: string[];
  /**
   * The interchange format the file is in, or null for a CSV or spreadsheet. An interchange file is
   * sent again to `POST /api/exams/{id}/questions/import`, which stores its images with the questions;
   * `problems` then names the questions left out.
   */
  format?: InterchangeImportFormat | null;
}

/** A question as `POST /api/exams/{id}/questions/batch` takes it. */
export type ExamCsvQuestion = {
  questionText: string;
  questionType: QuestionType;
  points: number;
  descriptor: string;
  questionOrder: number;
  options: Array<{ optionLetter: OptionLetter; optionText: string; isCorrect: boolean }>;
  /** The parts and key of a type with parts, its texts already rich text; null for multiple choice and essay. */
  answerSpec: DraftSpec | null;
};
export type ExamCsvError = { row: number; message: string };
export type ExamCsvResult = { questions: ExamCsvQuestion[]; errors: ExamCsvError[] };

/** The good drafts as the batch route takes them, numbered in file order, and the bad rows' messages. */
export function examImportOf(drafts: QuestionDraft[]): ExamCsvResult {
  const result: ExamCsvResult = { questions: [], errors: [] };
  for (const draft of drafts) {
    if (draft.problems.length > 0) result.errors.push(...draft.problems.map((message) => ({ row: draft.row, message })));
    else result.questions.push(examQuestionOf(draft, result.questions.length + 1));
  }
  return result;
}

/** A draft as the batch route takes it: its texts as rich text, the formulas typed in them (`$x^2$`) as formula spans. */
function examQuestionOf(draft: QuestionDraft, questionOrder: number): ExamCsvQuestion {
  return {
    questionText: cellHtml(draft.text),
    questionType: draft.type,
    // The spec's default when the points cell is blank.
    points: draft.points ?? 1,
    descriptor: draft.descriptors[0] ?? "",
    questionOrder,
    options: draft.options.map((option) => ({
      optionLetter: option.letter,
      optionText: cellHtml(option.text),
      isCorrect: option.letter === draft.key,
    })),
    answerSpec: draft.answerSpec ?? null,
  };
}
