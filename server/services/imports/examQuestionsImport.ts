import type { ExamQuestionsPreview } from "../../../shared/imports/examQuestions";
import { readUpload, refusedFile, type Upload } from "./registry";

/**
 * Reads the 'Importar Questões' file into drafts for the dialog's preview. Nothing is saved and no
 * exam is named: the dialog adds the good drafts through `POST /api/exams/{id}/questions/batch`,
 * which checks the exam.
 */
export async function previewExamQuestions(file: Upload | undefined): Promise<ExamQuestionsPreview> {
  const read = await readUpload("examQuestions", file, undefined);
  if ("refusal" in read) throw refusedFile(read.refusal);
  return { drafts: read.items, problems: read.problems, format: null };
}
