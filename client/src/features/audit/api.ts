import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { AuditAction } from "@shared/constants";
import type { AuditEvent } from "@shared/types/audit";
import { apiFetch, withQuery } from "@/lib/api";

/** The screen's filters: days as typed (`dd/mm/aaaa`), each whole day included. */
export interface AuditFilters {
  action?: AuditAction;
  schoolId?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export const auditKeys = {
  all: ["/api/audit-events"] as const,
  list: (filters: AuditFilters) => ["/api/audit-events", filters] as const,
};

export interface AuditPage {
  events: AuditEvent[];
  total: number;
}

/** One page of the log, newest first; the total comes in `X-Total-Count` (the list itself stays an array). */
async function fetchAuditPage(filters: AuditFilters): Promise<AuditPage> {
  const response = await apiFetch("GET", withQuery("/api/audit-events", { ...filters }));
  const events = (await response.json()) as AuditEvent[];
  return { events, total: Number(response.headers.get("X-Total-Count") ?? events.length) };
}

export const auditEventsQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: () => fetchAuditPage(filters),
    placeholderData: keepPreviousData,
    // Others act meanwhile: a page older than 30 s is read again.
    staleTime: 30_000,
  });
