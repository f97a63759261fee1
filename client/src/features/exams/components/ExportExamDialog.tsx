import { FileDown, FileText, Printer, Users } from "lucide-react";
import { useState } from "react";
import type { ExamListItem } from "@shared/types/exams";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { downloadClassPdf, downloadDocx, downloadPdf, exportToGoogleDocs } from "../exportExam";
import { printExam } from "../printExam";

const namesFrom = (text: string) =>
  text
    .split(/\r?\n|;/)
    .map((name) => name.trim())
    .filter(Boolean);

/** Every way out of the system for one exam: print, PDF, Word, Google Docs, or a named copy per student. */
export function ExportExamDialog({ exam, onClose }: { exam: ExamListItem; onClose: () => void }) {
  const [names, setNames] = useState("");
  const [className, setClassName] = useState("");
  const [twoColumns, setTwoColumns] = useState(false);
  const [busy, setBusy] = useState(false);
  const students = namesFrom(names);

  const run = async (work: () => Promise<void> | void) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Exportar prova</DialogTitle>
          <DialogDescription>{exam.title}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button variant="outline" disabled={busy} onClick={() => printExam(exam)}>
            <Printer className="size-4" aria-hidden /> Imprimir
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => run(() => downloadPdf(exam.id))}>
            <FileDown className="size-4" aria-hidden /> Baixar PDF
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => run(() => downloadDocx(exam.id))}>
            <FileText className="size-4" aria-hidden /> Baixar Word (.docx)
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => run(() => exportToGoogleDocs(exam.id))}>
            <FileText className="size-4" aria-hidden /> Google Docs
          </Button>
        </div>
        <fieldset className="space-y-3 rounded-md border p-4">
          <legend className="px-1 text-sm font-semibold">Cópias com o nome de cada aluno (PDF)</legend>
          <div className="space-y-2">
            <Label htmlFor="export-names">Nomes dos alunos, um por linha</Label>
            <Textarea id="export-names" rows={5} value={names} onChange={(event) => setNames(event.target.value)} />
          </div>
          <div className="flex flex-wrap items-end gap-4">
            <div className="flex-1 space-y-2">
              <Label htmlFor="export-class">Turma (opcional)</Label>
              <Input id="export-class" value={className} onChange={(event) => setClassName(event.target.value)} />
            </div>
            <label className="flex items-center gap-2 pb-2 text-sm">
              <Checkbox checked={twoColumns} onCheckedChange={(checked) => setTwoColumns(checked === true)} />
              Duas colunas
            </label>
          </div>
          <Button
            disabled={busy || students.length === 0}
            onClick={() => run(() => downloadClassPdf(exam.id, students, className, twoColumns ? 2 : 1))}
          >
            <Users className="size-4" aria-hidden />
            {students.length > 0 ? `Gerar ${students.length} ${students.length === 1 ? "cópia" : "cópias"}` : "Gerar cópias"}
          </Button>
        </fieldset>
      </DialogContent>
    </Dialog>
  );
}
