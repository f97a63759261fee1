import type { DashboardStats, ReportCharts } from "../../shared/types";
import type { ReportStats } from "../../shared/reportRates";
import type { Database } from "../db/client";
import type { ExamScope } from "../db/queries/exams";
import * as stats from "../db/queries/stats";

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

export async function reportCharts(db: Database, scope: ExamScope, now = new Date()): Promise<ReportCharts> {
  const since = new Date(now.getFullYear(), now.getMonth() - 11, 1);
  const [examsByStatus, examsBySubject, examsByMonth, bankBySubject, bankByDifficulty] = await Promise.all([
    stats.examsByStatus(db, scope),
    stats.examsBySubject(db, scope),
    stats.examsPerMonth(db, scope, since),
    stats.bankBySubject(db),
    stats.bankByDifficulty(db),
  ]);
  return { examsByStatus, examsBySubject, examsByMonth, bankBySubject, bankByDifficulty };
}
