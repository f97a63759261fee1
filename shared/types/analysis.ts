import type { z } from "zod";
import type {
  itemAnalysisOptionResponse,
  itemAnalysisItemResponse,
  itemAnalysisShareResponse,
  itemAnalysisResponse,
  questionCodeResponse,
  descriptorResultResponse,
  descriptorReportResponse,
} from "../responses/analysis";

/** How each question and each skill went in an application. API types, read from the response schemas the server is held to. */

export type QuestionCode = z.infer<typeof questionCodeResponse>;
export type ItemAnalysisOption = z.infer<typeof itemAnalysisOptionResponse>;
export type ItemAnalysisItem = z.infer<typeof itemAnalysisItemResponse>;
export type ItemAnalysisShare = z.infer<typeof itemAnalysisShareResponse>;
export type ItemAnalysis = z.infer<typeof itemAnalysisResponse>;
export type DescriptorResult = z.infer<typeof descriptorResultResponse>;
export type DescriptorReport = z.infer<typeof descriptorReportResponse>;
