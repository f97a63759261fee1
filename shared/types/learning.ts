import type { z } from "zod";
import type {
  classReportResponse,
  examReportResponse,
  schoolReportResponse,
  skillResultResponse,
  studentExamResultResponse,
  studentReportResponse,
} from "../responses/learning";

/** Learning reports. API types, read from the response schemas the server is held to. */

export type StudentExamResult = z.infer<typeof studentExamResultResponse>;
export type SkillResult = z.infer<typeof skillResultResponse>;
export type StudentReport = z.infer<typeof studentReportResponse>;
export type ClassReport = z.infer<typeof classReportResponse>;
export type ExamReport = z.infer<typeof examReportResponse>;
export type SchoolReport = z.infer<typeof schoolReportResponse>;
