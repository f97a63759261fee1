import type { z } from "zod";
import type {
  dashboardAgendaResponse,
  dashboardStatsResponse,
  reportStatsResponse,
  countByResponse,
  reportChartsResponse,
} from "../responses/stats";

/** The dashboard's and the report's figures. API types, read from the response schemas the server is held to. */

export type DashboardStats = z.infer<typeof dashboardStatsResponse>;
export type DashboardAgenda = z.infer<typeof dashboardAgendaResponse>;
export type ReportStats = z.infer<typeof reportStatsResponse>;
export type CountBy = z.infer<typeof countByResponse>;
export type ReportCharts = z.infer<typeof reportChartsResponse>;
