import type { z } from "zod";
import type {
  answerOutcomeResponse,
  resultQuestionResponse,
  resultRowResponse,
  classResultSummaryResponse,
  applicationResultsResponse,
  answerSheetItemResponse,
  answerSheetResponse,
  essayToGradeResponse,
  essayGradingListResponse,
  annulmentResponse,
} from "../responses/results";

/** Results, answer sheets, essay grading and annulments. API types, read from the response schemas the server is held to. */

export type AnswerOutcome = z.infer<typeof answerOutcomeResponse>;
export type ResultQuestion = z.infer<typeof resultQuestionResponse>;
export type ResultRow = z.infer<typeof resultRowResponse>;
export type ClassResultSummary = z.infer<typeof classResultSummaryResponse>;
export type ApplicationResults = z.infer<typeof applicationResultsResponse>;
export type AnswerSheetItem = z.infer<typeof answerSheetItemResponse>;
export type AnswerSheet = z.infer<typeof answerSheetResponse>;
export type EssayToGrade = z.infer<typeof essayToGradeResponse>;
export type EssayGradingList = z.infer<typeof essayGradingListResponse>;
export type AnnulmentResult = z.infer<typeof annulmentResponse>;
