import type { DashboardStats, ReportCharts, ReportStats } from "../../../shared/types/stats";
import type { Database } from "../../db/client";
import type { ExamScope } from "../../db/queries/exams";
import type { OrganizationReach } from "../../db/queries/organizations";
import type { BankViewer } from "../../db/queries/questionBank";
import * as stats from "../../db/queries/stats";

/** What the caller's figures count: the exams they manage, the bank items they read, their schools. */
export interface FigureScope {
  exams: ExamScope;
  bank: BankViewer;
  organization: OrganizationReach | undefined;
}

/** The school year in Brazil follows the calendar year. */
const currentYear = (now: Date) =>
  Number(new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "America/Sao_Paulo" }).format(now));

export async function dashboardStats(db: Database, scope: FigureScope, now = new Date()): Promise<DashboardStats> {
  const [examsCreated, activeApplications, questionsInBank, activeClasses] = await Promise.all([
    stats.countExams(db, scope.exams),
    stats.countApplications(db, scope.exams, "open"),
    stats.countBankItems(db, scope.bank),
    stats.countClassesOfYear(db, currentYear(now), scope.organization),
  ]);
  return { examsCreated, activeApplications, questionsInBank, activeClasses };
}

export async function reportStats(db: Database, scope: FigureScope): Promise<ReportStats> {
  const [totalExams, totalQuestions, totalQuestionsBank, totalAnswered, examApplications, activeUsers] = await Promise.all([
    stats.countExams(db, scope.exams),
    stats.countQuestionsInExams(db, scope.exams),
    stats.countBankItems(db, scope.bank),
    stats.countAnsweredQuestions(db, scope.exams),
    stats.countApplications(db, scope.exams),
    stats.countActiveUsers(db, scope.organization),
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

export async function reportCharts(db: Database, scope: FigureScope, now = new Date()): Promise<ReportCharts> {
  const since = chartStart(now);
  const [examsByStatus, examsBySubject, examsByMonth, bankBySubject, bankByDifficulty] = await Promise.all([
    stats.examsByStatus(db, scope.exams),
    stats.examsBySubject(db, scope.exams),
    stats.examsPerMonth(db, scope.exams, since),
    stats.bankBySubject(db, scope.bank),
    stats.bankByDifficulty(db, scope.bank),
  ]);
  return { examsByStatus, examsBySubject, examsByMonth, bankBySubject, bankByDifficulty };
}
