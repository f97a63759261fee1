import { Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/components/ConfirmDialog";
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
    <ConfirmDialog
      title={title}
      description={confirmation}
      onConfirm={confirm}
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Excluir ${name}`} className="text-destructive hover:text-destructive">
          <Trash2 className="size-4" aria-hidden />
        </Button>
      }
    />
  );
}
