import type { DashboardStats, ReportCharts, ReportStats } from "../../../shared/types/stats";
import type { Database } from "../../db/client";
import type { ExamScope } from "../../db/queries/exams";
import * as stats from "../../db/queries/stats";

/** The school year in Brazil follows the calendar year. */
const currentYear = (now: Date) =>
  Number(new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "America/Sao_Paulo" }).format(now));

export async function dashboardStats(db: Database, scope: ExamScope, now = new Date()): Promise<DashboardStats> {
  const [examsCreated, activeApplications, questionsInBank, activeClasses] = await Promise.all([
    stats.countExams(db, scope),
    stats.countApplications(db, scope, "open"),
    stats.countBankItems(db),
    stats.countClassesOfYear(db, currentYear(now)),
  ]);
  return { examsCreated, activeApplications, questionsInBank, activeClasses };
}

export async function reportStats(db: Database, scope: ExamScope): Promise<ReportStats> {
  const [totalExams, totalQuestions, totalQuestionsBank, totalAnswered, examApplications, activeUsers] = await Promise.all([
    stats.countExams(db, scope),
    stats.countQuestionsInExams(db, scope),
    stats.countBankItems(db),
    stats.countAnsweredQuestions(db, scope),
    stats.countApplications(db, scope),
    stats.countActiveUsers(db),
  ]);
  return { totalExams, totalQuestions, totalQuestionsBank, totalAnswered, examApplications, activeUsers };
}

/**
 * Where the chart of exams per month starts: the first instant of the month eleven months before
 * the current one, in Brazil's time (the months are grouped there too), so it shows twelve
 * months whatever the server's own time zone.
 */
export function chartStart(now: Date): Date {
  const [year, month] = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit" })
    .format(now)
    .split("-")
    .map(Number);
  // Brazil has kept UTC−3 all year since 2019.
  return new Date(Date.UTC(year, month - 1 - 11, 1, 3));
}

export async function reportCharts(db: Database, scope: ExamScope, now = new Date()): Promise<ReportCharts> {
  const since = chartStart(now);
  const [examsByStatus, examsBySubject, examsByMonth, bankBySubject, bankByDifficulty] = await Promise.all([
    stats.examsByStatus(db, scope),
    stats.examsBySubject(db, scope),
    stats.examsPerMonth(db, scope, since),
    stats.bankBySubject(db),
    stats.bankByDifficulty(db),
  ]);
  return { examsByStatus, examsBySubject, examsByMonth, bankBySubject, bankByDifficulty };
}
