import { queryOptions } from "@tanstack/react-query";
import type { DashboardStats } from "@shared/types/stats";
import { api } from "@/lib/api";

/** The dashboard refreshes every 30 s and is stale after 10 s. */
export const dashboardStatsQuery = queryOptions({
  queryKey: ["/api/dashboard/stats"],
  queryFn: () => api.get<DashboardStats>("/api/dashboard/stats"),
  refetchInterval: 30_000,
  staleTime: 10_000,
});
