import { queryOptions } from "@tanstack/react-query";
import type { DashboardAgenda, DashboardStats } from "@shared/types/stats";
import { api } from "@/lib/api";

/** The dashboard refreshes every 30 s and is stale after 10 s. */
export const dashboardStatsQuery = queryOptions({
  queryKey: ["/api/dashboard/stats"],
  queryFn: () => api.get<DashboardStats>("/api/dashboard/stats"),
  refetchInterval: 30_000,
  staleTime: 10_000,
});

/** The work lists: read again every 30 s, like the figures. */
export const dashboardAgendaQuery = queryOptions({
  queryKey: ["/api/dashboard/agenda"],
  queryFn: () => api.get<DashboardAgenda>("/api/dashboard/agenda"),
  refetchInterval: 30_000,
  staleTime: 10_000,
});
