import { useState } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useDuplicateExam } from "../api";

/**
 * Asks for the copy's title (prefilled), then opens the copy's edit page. `toOwn`: a colleague's
 * shared exam, copied into the caller's own exams ('Duplicar para mim').
 */
export function DuplicateExamDialog({
  exam,
  toOwn = false,
  open,
  onOpenChange,
}: {
  exam: { id: string; title: string };
  toOwn?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const duplicate = useDuplicateExam();
  const [, navigate] = useLocation();
  const [title, setTitle] = useState(`${exam.title} (Cópia)`);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    try {
      const copy = await duplicate.mutateAsync({ id: exam.id, title: title.trim() });
      notifySuccess("Prova duplicada com sucesso!");
      onOpenChange(false);
      navigate(`/exams/${copy.id}/edit`);
    } catch (error) {
      notifyError(error, "Falha ao duplicar prova.");
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{toOwn ? "Duplicar para mim" : "Duplicar Prova"}</DialogTitle>
          <DialogDescription>
            {toOwn
              ? "A cópia entra nas suas provas como um novo rascunho, com as mesmas configurações e questões, sem compartilhamento."
              : "A cópia é um novo rascunho com as mesmas configurações e questões."}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="duplicate-title">Título da nova prova</Label>
            <Input id="duplicate-title" value={title} onChange={(event) => setTitle(event.target.value)} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={!title.trim() || duplicate.isPending}>
              {duplicate.isPending ? "Duplicando..." : "Duplicar"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
