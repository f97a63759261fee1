import { MAX_IMPORT_ROWS, TOO_MANY_ROWS } from "../../../shared/imports/limits";
import { looksLikeQuestionStart, parsePdfQuestions, type PdfQuestion } from "./pdfQuestions";
import { PdfReadError, pdfLines } from "./pdfText";

export const NO_PDF_TEXT = "O PDF não tem texto para ler (um documento escaneado não pode ser importado).";
export const NO_PDF_QUESTIONS = "Nenhuma questão numerada encontrada no PDF (use 1), 2)... ou Questão 1, Questão 2...).";

/** The numbered questions of a teacher's printed exam, or why there are none to read. */
export async function readPdfQuestions(buffer: Buffer): Promise<{ refusal: string } | { questions: PdfQuestion[] }> {
  const lines: string[] = [];
  let questionLines = 0;
  try {
    for await (const pageLines of pdfLines(buffer)) {
      lines.push(...pageLines);
      questionLines += pageLines.filter(looksLikeQuestionStart).length;
      // Refuse once the file is surely too long instead of extracting it whole; the loose count
      // also matches numbered lines inside texts, hence the slack.
      if (questionLines > 2 * MAX_IMPORT_ROWS) return { refusal: TOO_MANY_ROWS };
    }
  } catch (error) {
    if (error instanceof PdfReadError) return { refusal: error.message };
    throw error;
  }

  if (lines.length === 0) return { refusal: NO_PDF_TEXT };
  const questions = parsePdfQuestions(lines);
  if (questions.length === 0) return { refusal: NO_PDF_QUESTIONS };
  if (questions.length > MAX_IMPORT_ROWS) return { refusal: TOO_MANY_ROWS };
  return { questions };
}
