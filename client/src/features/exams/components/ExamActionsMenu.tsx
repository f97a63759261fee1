import { Copy, FileDown, MoreVertical, QrCode, Send, Trash2 } from "lucide-react";
import { useCallback, useState } from "react";
import type { ExamListItem } from "@shared/types";
import { ConfirmDeletion } from "@/components/ConfirmDeletion";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useDeleteExam, usePublishExam } from "../api";
import { DuplicateExamDialog } from "./DuplicateExamDialog";
import { ExportExamDialog } from "./ExportExamDialog";
import { QrCodeDialog } from "./QrCodeDialog";

type Dialog = "none" | "duplicate" | "delete" | "qr" | "export";

/** The card's actions menu (spec 2.6): publish (drafts only), duplicate, export, QR code, delete. */
export function ExamActionsMenu({ exam }: { exam: ExamListItem }) {
  const [dialog, setDialog] = useState<Dialog>("none");
  const closeDialog = useCallback(() => setDialog("none"), []);
  const publish = usePublishExam();
  const remove = useDeleteExam();

  const publishNow = async () => {
    try {
      await publish.mutateAsync(exam.id);
      notifySuccess("Prova publicada com sucesso!");
    } catch (error) {
      notifyError(error, "Falha ao publicar prova.");
    }
  };

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
          {exam.status === "draft" && (
            <DropdownMenuItem onSelect={() => void publishNow()}>
              <Send className="size-4" aria-hidden />
              Publicar
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => setDialog("duplicate")}>
            <Copy className="size-4" aria-hidden />
            Duplicar
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog("export")}>
            <FileDown className="size-4" aria-hidden />
            Exportar
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog("qr")}>
            <QrCode className="size-4" aria-hidden />
            Gerar QR Code
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => setDialog("delete")}>
            <Trash2 className="size-4" aria-hidden />
            Excluir
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      {dialog === "export" && <ExportExamDialog exam={exam} onClose={closeDialog} />}
      {dialog === "qr" && <QrCodeDialog exam={exam} onClose={closeDialog} />}
      {dialog === "duplicate" && <DuplicateExamDialog exam={exam} open onOpenChange={(open) => !open && setDialog("none")} />}

      <ConfirmDeletion
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
