import type { QuestionDraft } from "../../../../shared/imports/drafts";
import { checkBankQuestion } from "../bankQuestion";
import { readPdfQuestions } from "../pdf";
import type { PdfQuestion } from "../pdfQuestions";
import type { QuestionDefaults, QuestionReadOptions, SourceReader } from "../reader";

export const PDF_NEEDS_DEFAULTS = "Para importar um PDF, informe a matéria e a série das questões.";

/**
 * A teacher's printed exam into the bank: each numbered question becomes a draft with the subject,
 * grade and difficulty chosen in the form (a PDF has no such columns); one without options is an essay.
 */
export const questionsFromPdf: SourceReader<QuestionDraft, QuestionReadOptions> = async (bytes, { defaults }) => {
  const subject = defaults?.subject?.trim();
  const grade = defaults?.grade?.trim();
  if (!subject || !grade) return { refusal: PDF_NEEDS_DEFAULTS };
  const read = await readPdfQuestions(bytes);
  if ("refusal" in read) return read;
  return {
    items: read.questions.map((question) => draftOf(question, { subject, grade, difficulty: defaults?.difficulty })),
    problems: [],
  };
};

function draftOf(question: PdfQuestion, defaults: QuestionDefaults): QuestionDraft {
  return checkBankQuestion({
    row: question.number,
    place: `Questão ${question.number}`,
    title: "",
    text: question.text,
    subject: defaults.subject,
    grade: defaults.grade,
    difficulty: defaults.difficulty ?? "",
    type: question.options.length > 0 ? "multiple_choice" : "essay",
    options: question.options,
    answer: question.answer ?? "",
  });
}
