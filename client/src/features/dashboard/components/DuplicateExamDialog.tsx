import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { examListQuery, useDuplicateExam } from "@/features/exams/api";
import { notifyError, notifySuccess } from "@/lib/notify";

/** The dashboard's duplicate dialog (docs/product.md#6-dashboard): a source exam and a new title, both required. */
export function DuplicateExamDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const exams = useQuery({ ...examListQuery({ pageSize: 200 }), enabled: open });
  const duplicate = useDuplicateExam();
  const [sourceId, setSourceId] = useState("");
  const [title, setTitle] = useState("");

  const close = () => {
    setSourceId("");
    setTitle("");
    onOpenChange(false);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!sourceId || !title.trim()) return;
    try {
      await duplicate.mutateAsync({ id: sourceId, title: title.trim() });
      notifySuccess("Prova duplicada com sucesso!");
      close();
    } catch (error) {
      notifyError(error, "Falha ao duplicar prova. Tente novamente.");
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Duplicar Prova</DialogTitle>
          <DialogDescription>Escolha a prova de origem e dê um título para a cópia.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="duplicate-source">Prova de origem</Label>
            <Select value={sourceId} onValueChange={setSourceId}>
              <SelectTrigger id="duplicate-source" className="w-full">
                <SelectValue placeholder={exams.isPending ? "Carregando provas..." : "Selecione uma prova"} />
              </SelectTrigger>
              <SelectContent>
                {exams.data?.items.map((exam) => (
                  <SelectItem key={exam.id} value={exam.id}>
                    {exam.title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="space-y-2">
            <Label htmlFor="duplicate-new-title">Título da nova prova</Label>
            <Input id="duplicate-new-title" value={title} onChange={(event) => setTitle(event.target.value)} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" disabled={!sourceId || !title.trim() || duplicate.isPending}>
              {duplicate.isPending ? "Duplicando..." : "Duplicar"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
