import type { DashboardAgenda as DashboardAgendaResponse } from "../../shared/types/stats";
import type { DashboardAgenda } from "../services/stats/agenda";
import type { DashboardStats, ReportCharts, ReportStats } from "../../shared/types/stats";

/* The figures are counts computed in the answer's shape. */

export const presentDashboardStats = (stats: DashboardStats): DashboardStats => stats;

export const presentReportStats = (stats: ReportStats): ReportStats => stats;

export const presentReportCharts = (charts: ReportCharts): ReportCharts => charts;

export function presentDashboardAgenda(agenda: DashboardAgenda): DashboardAgendaResponse {
  return {
    applications: agenda.applications.map((row) => ({
      ...row,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
    })),
    corrections: agenda.corrections,
    recentResults: agenda.recentResults.map((row) => ({ ...row, endedAt: row.endedAt.toISOString() })),
  };
}
