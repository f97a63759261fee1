import type { ExamQuestionsPreview } from "../../shared/imports/examQuestions";

/* A preview is read in the answer's shape: the drafts are what the dialog shows. */

export const presentExamQuestionsPreview = (preview: ExamQuestionsPreview): ExamQuestionsPreview => preview;
