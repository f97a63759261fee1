import type { ReactNode } from "react";
import { CheckCheck, Save } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * The progress and the exam's buttons: the student saves or hands in. The staff preview passes
 * its own `actions` instead (a link back to the editor), so this file needs no router and the
 * student page's bundle stays free of one.
 */
export function OnlineFooter({
  answered,
  total,
  actions,
  onSaveDraft,
  onFinish,
  finishing = false,
}: {
  answered: number;
  total: number;
  actions?: ReactNode;
  onSaveDraft?: () => void;
  onFinish?: () => void;
  finishing?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card px-5 py-4 shadow-sm">
      <p className="text-sm font-medium">
        {answered} de {total} questões respondidas
      </p>
      <div className="flex w-full flex-wrap gap-2 sm:w-auto">
        {actions ?? (
          <>
            <Button variant="outline" size="lg" className="flex-1 px-4 sm:flex-none" onClick={onSaveDraft}>
              <Save className="size-4" aria-hidden />
              Salvar Rascunho
            </Button>
            <Button size="lg" className="flex-1 px-4 sm:flex-none" onClick={onFinish} disabled={finishing}>
              <CheckCheck className="size-4" aria-hidden />
              Finalizar Prova
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
