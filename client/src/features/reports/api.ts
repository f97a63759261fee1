import { queryOptions } from "@tanstack/react-query";
import type { ReportCharts, ReportStats } from "@shared/types/stats";
import { api } from "@/lib/api";

/** The reports refresh every 30 s, like the dashboard. */
export const reportStatsQuery = queryOptions({
  queryKey: ["/api/reports/stats"],
  queryFn: async () => {
    try {
      return await api.get<ReportStats>("/api/reports/stats");
    } catch (error) {
      console.error(new Error("Failed to fetch report stats"), error);
      throw error;
    }
  },
  refetchInterval: 30_000,
});

export const reportChartsQuery = queryOptions({
  queryKey: ["/api/reports/charts"],
  queryFn: () => api.get<ReportCharts>("/api/reports/charts"),
  refetchInterval: 30_000,
});
