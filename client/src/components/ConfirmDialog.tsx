import type { ReactElement, ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";

/**
 * An action that asks first: the question, what will happen, 'Cancelar' and the red button. It
 * opens from `trigger`, or from the caller's `open`. A caller that waits for the server passes
 * `pending`: the dialog then stays open, reading `pendingLabel`, until the caller closes it, so a
 * refusal is never mistaken for success.
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = "Excluir",
  pending,
  pendingLabel = "Excluindo...",
  onConfirm,
}: {
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  /** One description, so screen readers announce every part of it with the title. */
  description: ReactNode;
  confirmLabel?: string;
  pending?: boolean;
  pendingLabel?: string;
  onConfirm: () => void;
}) {
  const waits = pending !== undefined;
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange?.(next)}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="space-y-3">{description}</div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(event) => {
              // Radix would close the dialog on click: a waiting caller closes it once the answer comes.
              if (waits) event.preventDefault();
              onConfirm();
            }}
            className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
          >
            {pending ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
