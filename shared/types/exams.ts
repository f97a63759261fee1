import type { z } from "zod";
import type {
  questionOptionResponse,
  examQuestionResponse,
  examListItemResponse,
  examResponse,
  examWithQuestionsResponse,
  examQrCodeResponse,
  googleDocsExportResponse,
} from "../responses/exams";

/** Exams, their questions and options. API types, read from the response schemas the server is held to. */

export type QuestionOption = z.infer<typeof questionOptionResponse>;
export type ExamQuestion = z.infer<typeof examQuestionResponse>;
export type ExamListItem = z.infer<typeof examListItemResponse>;
export type Exam = z.infer<typeof examResponse>;
export type ExamWithQuestions = z.infer<typeof examWithQuestionsResponse>;
export type ExamQrCode = z.infer<typeof examQrCodeResponse>;
export type GoogleDocsExport = z.infer<typeof googleDocsExportResponse>;
