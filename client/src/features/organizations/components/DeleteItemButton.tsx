import { Trash2 } from "lucide-react";
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
import { Button } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/lib/notify";
import type { RemoveMessages } from "../messages";

/** Delete after a confirmation; the server's reason (e.g. schools still linked) wins over the fallback toast. */
export function DeleteItemButton({
  name,
  title,
  confirmation,
  messages,
  onConfirm,
}: {
  name: string;
  title: string;
  confirmation: string;
  messages: RemoveMessages;
  onConfirm: () => Promise<unknown>;
}) {
  const confirm = async () => {
    try {
      await onConfirm();
      notifySuccess(messages.removed);
    } catch (error) {
      notifyError(error, messages.removeFailed);
    }
  };

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Excluir ${name}`} className="text-destructive hover:text-destructive">
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{confirmation}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} className="bg-destructive text-destructive-foreground hover:bg-destructive/90">
            Excluir
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
