import type { z } from "zod";
import type {
  onlineExamEntryResponse,
  onlineOptionResponse,
  onlineQuestionResponse,
  savedAnswerResponse,
  attemptViewResponse,
  attemptEntryResponse,
  saveAnswersResponse,
  deliveredExamResponse,
} from "../responses/online";

/** The student page: an exam's entry, an attempt, saved answers. API types, read from the response schemas the server is held to. */

export type OnlineExamEntry = z.infer<typeof onlineExamEntryResponse>;
export type OnlineOption = z.infer<typeof onlineOptionResponse>;
export type OnlineQuestion = z.infer<typeof onlineQuestionResponse>;
export type SavedAnswer = z.infer<typeof savedAnswerResponse>;
export type AttemptView = z.infer<typeof attemptViewResponse>;
export type AttemptEntry = z.infer<typeof attemptEntryResponse>;
export type SaveAnswersResult = z.infer<typeof saveAnswersResponse>;
export type DeliveredExam = z.infer<typeof deliveredExamResponse>;
