import { z } from "zod";
import { APPLICATION_MODES } from "../constants";
import { id, isoDateTime } from "./fields";

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

/** `GET /api/dashboard/agenda`: the dashboard's work lists, over the exams the caller manages. */
export const dashboardAgendaResponse = z.strictObject({
  /** Open now or starting within 7 days, soonest first. */
  applications: z.array(
    z.strictObject({
      applicationId: id,
      examId: id,
      examTitle: z.string(),
      mode: z.enum(APPLICATION_MODES),
      startsAt: isoDateTime,
      endsAt: isoDateTime,
      openNow: z.boolean(),
      classNames: z.array(z.string()),
    }),
  ),
  /** Essays waiting for a grade and read sheets waiting to be settled, per application, most first. */
  corrections: z.array(z.strictObject({ applicationId: id, examId: id, examTitle: z.string(), essays: count, sheets: count })),
  /** The applications that ended last with something handed in. */
  recentResults: z.array(
    z.strictObject({
      applicationId: id,
      examId: id,
      examTitle: z.string(),
      endedAt: isoDateTime,
      handedIn: count,
      averagePercentage: z.number().nullable(),
    }),
  ),
});
