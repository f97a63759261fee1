import { FileDown, MoreVertical, QrCode, Trash2 } from "lucide-react";
import { useCallback, useState } from "react";
import type { ExamListItem } from "@shared/types/exams";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useDeleteExam } from "../api";
import { useExamActions } from "../useExamActions";
import { ExportExamDialog } from "./ExportExamDialog";
import { QrCodeDialog } from "./QrCodeDialog";

type Dialog = "none" | "delete" | "qr" | "export";

/**
 * The card's actions menu (docs/product.md#71-exam-list): the exam's actions (publish, apply, print, PDF, Word, duplicate),
 * export, QR code, delete. QR code and delete are for those who may change the exam.
 */
export function ExamActionsMenu({ exam }: { exam: ExamListItem }) {
  const [dialog, setDialog] = useState<Dialog>("none");
  const closeDialog = useCallback(() => setDialog("none"), []);
  const { actions, dialogs, canEdit } = useExamActions(exam);
  const remove = useDeleteExam();

  const deleteNow = async () => {
    try {
      await remove.mutateAsync(exam.id);
      notifySuccess("Prova excluída com sucesso!");
    } catch (error) {
      notifyError(error, "Falha ao excluir prova.");
    } finally {
      closeDialog();
    }
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`Mais ações para ${exam.title}`}>
            <MoreVertical className="size-4" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {actions.map((action) => (
            <DropdownMenuItem key={action.key} disabled={action.pending} onSelect={action.run}>
              <action.icon className="size-4" aria-hidden />
              {action.label}
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setDialog("export")}>
            <FileDown className="size-4" aria-hidden />
            Exportar
          </DropdownMenuItem>
          {canEdit && (
            <>
              <DropdownMenuItem onSelect={() => setDialog("qr")}>
                <QrCode className="size-4" aria-hidden />
                Gerar QR Code
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => setDialog("delete")}>
                <Trash2 className="size-4" aria-hidden />
                Excluir
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>

      {dialog === "export" && <ExportExamDialog exam={exam} onClose={closeDialog} />}
      {dialog === "qr" && <QrCodeDialog exam={exam} onClose={closeDialog} />}
      {dialogs}

      <ConfirmDialog
        open={dialog === "delete"}
        onOpenChange={(open) => !open && closeDialog()}
        title="Excluir prova"
        description={`Tem certeza que deseja excluir a prova "${exam.title}"? As questões dela também serão excluídas. Esta ação não pode ser desfeita.`}
        pending={remove.isPending}
        onConfirm={() => void deleteNow()}
      />
    </>
  );
}
