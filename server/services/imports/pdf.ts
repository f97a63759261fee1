import { PLACE_KEY } from "./headers";
import { ROW_KEY } from "./layout";
import { MAX_IMPORT_ROWS, TOO_MANY_ROWS } from "./limits";
import { looksLikeQuestionStart, parsePdfQuestions, type PdfQuestion } from "./pdfQuestions";
import { PdfReadError, pdfLines } from "./pdfText";
import type { Sheet } from "./sheet";

/** What a PDF cannot say about its questions, chosen in the import form. */
export type BankImportDefaults = { subject: string; grade: string; difficulty?: string };

export const NO_PDF_TEXT = "O PDF não tem texto para ler (um documento escaneado não pode ser importado).";
export const NO_PDF_QUESTIONS = "Nenhuma questão numerada encontrada no PDF (use 1), 2)... ou Questão 1, Questão 2...).";

/**
 * Reads a teacher's printed exam: numbered questions become bank rows with the subject, grade
 * and difficulty of `defaults`; questions without options become essays.
 */
export async function readBankPdf(buffer: Buffer, defaults: BankImportDefaults): Promise<Sheet> {
  const lines: string[] = [];
  let questionLines = 0;
  try {
    for await (const pageLines of pdfLines(buffer)) {
      lines.push(...pageLines);
      questionLines += pageLines.filter(looksLikeQuestionStart).length;
      // Refuse once the file is surely too long instead of extracting it whole; the loose count
      // also matches numbered lines inside texts, hence the slack.
      if (questionLines > 2 * MAX_IMPORT_ROWS) return { rows: [], errors: [TOO_MANY_ROWS] };
    }
  } catch (error) {
    if (error instanceof PdfReadError) return { rows: [], errors: [error.message] };
    throw error;
  }

  if (lines.length === 0) return { rows: [], errors: [NO_PDF_TEXT] };
  const questions = parsePdfQuestions(lines);
  if (questions.length === 0) return { rows: [], errors: [NO_PDF_QUESTIONS] };
  if (questions.length > MAX_IMPORT_ROWS) return { rows: [], errors: [TOO_MANY_ROWS] };
  return { rows: questions.map((question) => toRecord(question, defaults)), errors: [] };
}

function toRecord(question: PdfQuestion, defaults: BankImportDefaults): Record<string, string> {
  const record: Record<string, string> = {
    [ROW_KEY]: String(question.number),
    [PLACE_KEY]: `Questão ${question.number}`,
    texto_questao: question.text,
    materia: defaults.subject,
    serie: defaults.grade,
    dificuldade: defaults.difficulty ?? "",
    tipo: question.options.length > 0 ? "multipla_escolha" : "dissertativa",
    resposta_correta: question.answer ?? "",
  };
  for (const option of question.options) record[`alternativa_${option.letter.toLowerCase()}`] = option.text;
  return record;
}
