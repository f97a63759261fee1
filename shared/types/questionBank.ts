import type { z } from "zod";
import type {
  bankItemResponse,
  bankImportResponse,
  examQuestionLinkResponse,
  examQuestionLinkWithItemResponse,
} from "../responses/questionBank";

/** The question bank and its items placed in exams. API types, read from the response schemas the server is held to. */

export type BankItem = z.infer<typeof bankItemResponse>;
export type BankImportResult = z.infer<typeof bankImportResponse>;
export type ExamQuestionLink = z.infer<typeof examQuestionLinkResponse>;
export type ExamQuestionLinkWithItem = z.infer<typeof examQuestionLinkWithItemResponse>;
