import { AlertTriangle, Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { Button } from "@/components/ui/button";
import type { ExamQuestion } from "@shared/types/exams";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useDeleteQuestion } from "../../api";
import { isExamAppliedRefusal } from "../../questionEditingApi";
import { IconAction } from "./IconAction";

/** Removes one question after a confirmation: its own is deleted, a bank item is taken out of the exam. */
export function DeleteQuestionButton({
  question,
  number,
  published,
  onDeleted,
  onRefused,
}: {
  question: Pick<ExamQuestion, "id" | "examId" | "source">;
  number: number;
  published: boolean;
  /** Called once the list no longer has the question (its row, and this button, are gone). */
  onDeleted?: () => void;
  /** The exam was already applied: the server's reason goes to the page, which offers a copy. */
  onRefused?: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteQuestion();
  const label = `Excluir questão ${number}`;

  const deleteNow = async () => {
    try {
      await remove.mutateAsync(question);
      setOpen(false);
      notifySuccess("Questão removida com sucesso!");
      onDeleted?.();
    } catch (error) {
      setOpen(false);
      if (onRefused && isExamAppliedRefusal(error)) onRefused(error.body?.message ?? "");
      else notifyError(error, "Falha ao remover questão.");
    }
  };

  return (
    <>
      <IconAction label={label}>
        <Button
          variant="ghost"
          size="icon"
          aria-label={label}
          className="text-destructive hover:bg-red-50 hover:text-destructive"
          disabled={remove.isPending}
          onClick={() => setOpen(true)}
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </IconAction>

      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Excluir questão ${number}`}
        description={
          <>
            <p>Tem certeza que deseja excluir a questão {number}? As questões seguintes serão renumeradas.</p>
            {published && (
              <p className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
                <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span>
                  <strong className="font-semibold">Atenção:</strong> esta prova já foi publicada e os alunos podem já estar vendo
                  esta prova.
                </span>
              </p>
            )}
          </>
        }
        pending={remove.isPending}
        onConfirm={() => void deleteNow()}
      />
    </>
  );
}
