import type { ScanSheet } from "@shared/types/scans";
import { Button } from "@/components/ui/button";
import { notifyError } from "@/lib/notify";
import { useSettleSheet } from "../api";

/** A second sheet of a student: it replaces the first only when the teacher says so, or it is discarded. */
export function DuplicateChoice({ applicationId, sheet }: { applicationId: string; sheet: ScanSheet }) {
  const settle = useSettleSheet(applicationId);
  const run = (update: { replaceEarlier: true } | { discard: true }) =>
    settle.mutate({ id: sheet.id, ...update }, { onError: (error) => notifyError(error, "Não foi possível salvar a escolha.") });
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" disabled={settle.isPending} onClick={() => run({ replaceEarlier: true })}>
        Usar este cartão no lugar do anterior
      </Button>
      <Button size="sm" variant="outline" disabled={settle.isPending} onClick={() => run({ discard: true })}>
        Descartar este cartão
      </Button>
    </div>
  );
}
