import { queryOptions } from "@tanstack/react-query";
import type { ReportStats } from "@shared/types/stats";
import type { DashboardStats, ReportCharts } from "@shared/types/stats";
import { api } from "@/lib/api";

/** Spec section 9: the dashboard refreshes every 30 s and is stale after 10 s; reports every 30 s. */
export const dashboardStatsQuery = queryOptions({
  queryKey: ["/api/dashboard/stats"],
  queryFn: () => api.get<DashboardStats>("/api/dashboard/stats"),
  refetchInterval: 30_000,
  staleTime: 10_000,
});

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
