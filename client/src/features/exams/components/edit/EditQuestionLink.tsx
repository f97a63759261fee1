import { Pencil } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "wouter";
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
import { Button } from "@/components/ui/button";
import { IconAction } from "./IconAction";

/**
 * Opens the question in the question bank. Once the exam is published students may already be
 * reading it, so the teacher confirms first.
 */
export function EditQuestionLink({
  examId,
  questionId,
  number,
  published,
}: {
  examId: string;
  questionId: string;
  number: number;
  published: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const [, navigate] = useLocation();
  const href = `/question-bank?examId=${encodeURIComponent(examId)}&edit=${encodeURIComponent(questionId)}`;
  const label = `Editar questão ${number}`;

  return (
    <>
      <IconAction label={label}>
        <Button variant="ghost" size="icon" asChild>
          <Link
            href={href}
            aria-label={label}
            onClick={(event) => {
              if (!published) return;
              event.preventDefault();
              setConfirming(true);
            }}
          >
            <Pencil className="size-4" aria-hidden />
          </Link>
        </Button>
      </IconAction>

      {published && (
        <AlertDialog open={confirming} onOpenChange={setConfirming}>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Editar questão {number}</AlertDialogTitle>
              <AlertDialogDescription>
                Esta prova já foi publicada. Alterar a questão muda o que os alunos verão. Continuar?
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancelar</AlertDialogCancel>
              <AlertDialogAction onClick={() => navigate(href)}>Continuar</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      )}
    </>
  );
}
