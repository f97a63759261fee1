import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";

/**
 * Asks before handing in. A native modal `<dialog>`: the browser keeps focus inside, closes it on
 * Esc and hides the page behind it from screen readers, with no dialog library in this bundle.
 */
export function FinishDialog({
  open,
  answered,
  total,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  answered: number;
  total: number;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="finish-title"
      aria-describedby="finish-description"
      onClose={() => open && onCancel()}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border border-border bg-card p-6 text-card-foreground shadow-lg backdrop:bg-black/50"
    >
      <h2 id="finish-title" className="text-lg font-semibold">
        Finalizar a prova?
      </h2>
      <p id="finish-description" className="mt-2 text-muted-foreground">
        Você respondeu {answered} de {total} questões. Depois de finalizar, não será possível alterar as respostas.
      </p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" className="px-4" onClick={onCancel} autoFocus>
          Continuar respondendo
        </Button>
        <Button size="lg" className="px-4" onClick={onConfirm}>
          Finalizar
        </Button>
      </div>
    </dialog>
  );
}
