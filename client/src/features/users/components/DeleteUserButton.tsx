import { Trash2 } from "lucide-react";
import type { User } from "@shared/types/users";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useDeleteUser } from "../api";

/** Delete with the confirmation of docs/product.md#151-user-list; disabled for one's own account. */
export function DeleteUserButton({ user, isSelf }: { user: User; isSelf: boolean }) {
  const remove = useDeleteUser();

  if (isSelf) {
    return (
      <Tooltip>
        <TooltipTrigger asChild>
          {/* A disabled button gets no pointer events; the span keeps the explanation reachable. */}
          <span tabIndex={0}>
            <Button variant="outline" size="icon" disabled aria-label={`Excluir ${user.username}`}>
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </span>
        </TooltipTrigger>
        <TooltipContent>Você não pode excluir sua própria conta</TooltipContent>
      </Tooltip>
    );
  }

  const confirm = async () => {
    try {
      await remove.mutateAsync(user.id);
      notifySuccess("Usuário excluído com sucesso!");
    } catch (error) {
      notifyError(error, "Erro ao excluir usuário");
    }
  };

  return (
    <ConfirmDialog
      title="Excluir usuário"
      description={`Tem certeza que deseja excluir o usuário "${user.username}"?`}
      onConfirm={confirm}
      trigger={
        <Button
          variant="outline"
          size="icon"
          aria-label={`Excluir ${user.username}`}
          className="text-destructive hover:text-destructive"
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      }
    />
  );
}
