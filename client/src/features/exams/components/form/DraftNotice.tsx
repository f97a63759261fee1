import { History } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Tells the user the form holds what they typed on an earlier visit, and lets them start over. */
export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary/30 bg-accent px-4 py-3 text-accent-foreground"
    >
      <div className="flex items-start gap-3">
        <History className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div>
          <p className="font-semibold">Rascunho restaurado</p>
          <p className="text-sm">Os dados que você digitou antes foram recuperados deste navegador.</p>
        </div>
      </div>
      <Button type="button" variant="outline" size="sm" onClick={onDiscard}>
        Descartar rascunho
      </Button>
    </div>
  );
}
