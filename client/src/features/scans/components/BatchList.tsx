import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { ScanBatchSummary } from "@shared/types/scans";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { countLabel, formatDateTime } from "@/lib/format";
import { scanBatchQuery } from "../api";
import { STATUS_COUNTS, STATUS_LABELS } from "../sheetLabels";
import { ProgressBar } from "@/components/ProgressBar";

/** The application's latest sends, newest first: the one being read with its progress, the others with what they gave. */
export function BatchList({ batches }: { batches: ScanBatchSummary[] }) {
  return (
    <ul aria-label="Envios de cartões" className="divide-y rounded-md border">
      {batches.map((batch) => (
        <li key={batch.id} className="space-y-2 p-3 text-sm">
          <BatchRow batch={batch} />
        </li>
      ))}
    </ul>
  );
}

function BatchRow({ batch }: { batch: ScanBatchSummary }) {
  const [open, setOpen] = useState(false);
  const when = `Envio de ${formatDateTime(batch.createdAt)}`;
  if (batch.status === "processing")
    return <ProgressBar label={`${when}: lendo as páginas`} value={batch.processed} max={batch.total} />;
  const summary =
    batch.status === "failed"
      ? (batch.message ?? "A leitura deste envio falhou.")
      : STATUS_COUNTS.filter(({ status }) => batch.counts[status] > 0)
          .map(({ status, singular, plural }) => countLabel(batch.counts[status], singular, plural))
          .join(" · ") || "Nenhuma página lida.";
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          <span className="font-medium">{when}</span> — {countLabel(batch.total, "página", "páginas")}: {summary}
        </p>
        {batch.status === "done" && (
          <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? "Ocultar páginas" : "Ver páginas"}
          </Button>
        )}
      </div>
      {open && <BatchPages batchId={batch.id} />}
    </>
  );
}

/** Every page of a batch read: its status, whose sheet it is, and why it was not read. */
function BatchPages({ batchId }: { batchId: string }) {
  const batch = useQuery(scanBatchQuery(batchId));
  if (!batch.data) return <Spinner label="Carregando as páginas..." />;
  return (
    <ol className="space-y-1 pl-1">
      {batch.data.sheets.map((sheet) => (
        <li key={sheet.id} className="flex flex-wrap gap-x-2">
          <span className="tabular-nums text-muted-foreground">Página {sheet.page}</span>
          <span className="font-medium">{STATUS_LABELS[sheet.status]}</span>
          {sheet.studentName && <span>{sheet.studentName}</span>}
          {sheet.message && <span className="text-muted-foreground">— {sheet.message}</span>}
        </li>
      ))}
    </ol>
  );
}
