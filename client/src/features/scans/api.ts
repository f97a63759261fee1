import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ScanSheetUpdate } from "@shared/schemas/scans";
import type { ScanBatch, ScanOverview, ScanSheet } from "@shared/types/scans";
import { resultKeys } from "@/features/results/api";
import { api } from "@/lib/api";
import { sendWithProgress } from "@/lib/upload";

export const scanKeys = {
  overview: (applicationId: string) => ["/api/applications", applicationId, "scans"] as const,
  batch: (id: string) => ["/api/scan-batches", id] as const,
};

/** How often a batch being read is asked for again: the progress bar moves a page or two at a time. */
const READING_POLL_MS = 1_000;

/** The application's latest batches and the sheets still to settle; polled while a batch is being read. */
export const scanOverviewQuery = (applicationId: string) =>
  queryOptions({
    queryKey: scanKeys.overview(applicationId),
    queryFn: () => api.get<ScanOverview>(`/api/applications/${applicationId}/scans`),
    refetchInterval: (query) =>
      query.state.data?.batches.some((batch) => batch.status === "processing") ? READING_POLL_MS : false,
  });

/** One batch with the sheets read so far; polled until it is read to the end. */
export const scanBatchQuery = (id: string) =>
  queryOptions({
    queryKey: scanKeys.batch(id),
    queryFn: () => api.get<ScanBatch>(`/api/scan-batches/${id}`),
    refetchInterval: (query) => (query.state.data?.status === "processing" ? READING_POLL_MS : false),
  });

/** Sends the copier's PDFs or the photos of an application's sheets, reporting how much has gone; answers the batch's id. */
export async function sendScans(applicationId: string, files: File[], onProgress: (fraction: number) => void) {
  const body = new FormData();
  for (const file of files) body.append("files", file);
  const text = await sendWithProgress("POST", `/api/applications/${applicationId}/scans`, body, onProgress);
  return (JSON.parse(text) as { id: string }).id;
}

/**
 * The teacher settles a sheet. The sheet's new state replaces it in the list at once (a sheet
 * settled for good leaves it); results are refreshed, since a clear sheet is counted.
 */
export function useSettleSheet(applicationId: string) {
  const queryClient = useQueryClient();
  const key = scanKeys.overview(applicationId);
  return useMutation({
    mutationFn: ({ id, ...update }: ScanSheetUpdate & { id: string }) => api.patch<ScanSheet>(`/api/scan-sheets/${id}`, update),
    onSuccess: (sheet, update) => {
      const settled = sheet.status === "ok" || update.discard === true;
      queryClient.setQueryData<ScanOverview>(
        key,
        (overview) =>
          overview && {
            ...overview,
            toSettle: settled
              ? overview.toSettle.filter((each) => each.id !== sheet.id)
              : overview.toSettle.map((each) => (each.id === sheet.id ? sheet : each)),
          },
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: resultKeys.ofApplication(applicationId) }),
      ]);
    },
  });
}
