import { queryOptions } from "@tanstack/react-query";
import type { SystemStatus } from "@shared/types/system";
import { api } from "@/lib/api";

export const systemStatusQuery = queryOptions({
  queryKey: ["/api/system/status"],
  queryFn: () => api.get<SystemStatus>("/api/system/status"),
  staleTime: 0,
});
