import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import type { BankItem } from "@shared/types/questionBank";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { Button } from "@/components/ui/button";
import { useCurrentUser } from "@/lib/auth";
import { notifyError, notifySuccess } from "@/lib/notify";
import { can } from "@/lib/permissions";
import { useDeleteBankItem } from "../api";

/**
 * Edit and delete, offered only to whom the server would allow (a professor: their own items).
 * Deleting waits for the server before closing: an item used in exams is refused with a reason.
 */
export function BankItemActions({
  item,
  onEdit,
  onDeleted,
}: {
  item: BankItem;
  onEdit: (item: BankItem) => void;
  onDeleted?: (item: BankItem) => void;
}) {
  const user = useCurrentUser();
  const remove = useDeleteBankItem();
  const [confirming, setConfirming] = useState(false);
  if (!can.changeBankItem(user, item)) return null;

  const deleteNow = async () => {
    try {
      await remove.mutateAsync(item.id);
      onDeleted?.(item);
      notifySuccess("Questão removida com sucesso!");
    } catch (error) {
      notifyError(error, "Falha ao remover questão.");
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <Button variant="ghost" size="icon" aria-label={`Editar questão ${item.title}`} onClick={() => onEdit(item)}>
        <Pencil aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Excluir questão ${item.title}`}
        className="text-destructive hover:bg-red-50 hover:text-destructive"
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden />
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Excluir questão"
        description={`Tem certeza que deseja excluir a questão "${item.title}" do banco? Esta ação não pode ser desfeita.`}
        pending={remove.isPending}
        onConfirm={() => void deleteNow()}
      />
    </>
  );
}
