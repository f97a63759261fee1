import { z } from "zod";

const count = z.number().int().nonnegative();

/** `GET /api/dashboard/stats`: the dashboard's cards. */
export const dashboardStatsResponse = z.strictObject({
  examsCreated: count,
  activeApplications: count,
  questionsInBank: count,
  activeClasses: count,
});

/** `GET /api/reports/stats`: the report's counts; its rates are derived on both sides (shared/reportRates.ts). */
export const reportStatsResponse = z.strictObject({
  totalExams: count,
  totalQuestions: count,
  totalQuestionsBank: count,
  totalAnswered: count,
  examApplications: count,
  activeUsers: count,
});

/** How many items share a value (a status, a subject, a month). */
export const countByResponse = z.strictObject({ key: z.string(), count });

/** `GET /api/reports/charts`: what the report's charts draw. */
export const reportChartsResponse = z.strictObject({
  examsByStatus: z.array(countByResponse),
  examsBySubject: z.array(countByResponse),
  /** Exams created per month over the last 12 months, `YYYY-MM`, oldest first. */
  examsByMonth: z.array(countByResponse),
  bankBySubject: z.array(countByResponse),
  bankByDifficulty: z.array(countByResponse),
});
