import type { ExamScope } from "../../db/queries/examScope";
import type { Database } from "../../db/client";
import { pendingCorrections, recentResults, upcomingApplications } from "../../db/queries/agenda";
import { roundTo } from "../common/figures";

/** How far ahead the dashboard's 'Aplicações' look, and how much each list shows. */
export const AGENDA_DAYS = 7;
const LIMITS = { applications: 20, corrections: 8, results: 5 };

/**
 * The dashboard's work lists (docs/product.md#25-learning-reports) over the exams the caller
 * manages: corrections waiting (essays, sheets to settle), applications open now or in the next 7
 * days, and the results that came in last.
 */
export async function dashboardAgenda(db: Database, scope: ExamScope, now = new Date()) {
  const [applications, corrections, results] = await Promise.all([
    upcomingApplications(db, scope, now, AGENDA_DAYS, LIMITS.applications),
    pendingCorrections(db, scope, now, LIMITS.corrections),
    recentResults(db, scope, now, LIMITS.results),
  ]);
  return {
    applications: applications.map((row) => {
      const startsAt = new Date(row.starts_at);
      return {
        applicationId: row.application_id,
        examId: row.exam_id,
        examTitle: row.exam_title,
        mode: row.mode,
        startsAt,
        endsAt: new Date(row.ends_at),
        openNow: startsAt <= now,
        classNames: row.class_names,
      };
    }),
    corrections: corrections.map((row) => ({
      applicationId: row.application_id,
      examId: row.exam_id,
      examTitle: row.exam_title,
      essays: Number(row.essays),
      sheets: Number(row.sheets),
    })),
    recentResults: results.map((row) => ({
      applicationId: row.application_id,
      examId: row.exam_id,
      examTitle: row.exam_title,
      endedAt: new Date(row.ended_at),
      handedIn: Number(row.handed_in),
      averagePercentage: row.average_percentage === null ? null : roundTo(Number(row.average_percentage), 1),
    })),
  };
}

export type DashboardAgenda = Awaited<ReturnType<typeof dashboardAgenda>>;
