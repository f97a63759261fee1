import { Copy } from "lucide-react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { DuplicateExamDialog } from "../DuplicateExamDialog";

/**
 * The server's refusal to add or remove questions of an applied exam, with the way out it names:
 * a copy of the exam, opened for editing.
 */
export function AppliedExamRefusal({
  exam,
  message,
  onClose,
}: {
  exam: { id: string; title: string };
  message: string | null;
  onClose: () => void;
}) {
  const [duplicating, setDuplicating] = useState(false);
  return (
    <>
      <AlertDialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Não é possível alterar as questões</AlertDialogTitle>
            <AlertDialogDescription>{message}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Fechar</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                onClose();
                setDuplicating(true);
              }}
            >
              <Copy className="size-4" aria-hidden />
              Duplicar e editar
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      {duplicating && <DuplicateExamDialog exam={exam} open={duplicating} onOpenChange={setDuplicating} />}
    </>
  );
}
