import { FileCode2, FileDown, FileText, Printer, Users } from "lucide-react";
import { useState } from "react";
import { INTERCHANGE_EXPORT_FORMATS, INTERCHANGE_LABELS, type InterchangeExportFormat } from "@shared/interchange/formats";
import type { ExamListItem } from "@shared/types/exams";
import { LeftOutNote } from "@/components/LeftOutNote";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { LeftOut } from "@/lib/interchange";
import { downloadClassPdf, downloadDocx, downloadInterchangeExport, downloadPdf, exportToGoogleDocs } from "../exportExam";
import { printExam } from "../printExam";

const namesFrom = (text: string) =>
  text
    .split(/\r?\n|;/)
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * Every way out of the system for one exam: print, PDF, Word, Google Docs, a named copy per
 * student, or its questions in a format other platforms import.
 */
export function ExportExamDialog({ exam, onClose }: { exam: ExamListItem; onClose: () => void }) {
  const [names, setNames] = useState("");
  const [className, setClassName] = useState("");
  const [twoColumns, setTwoColumns] = useState(false);
  const [busy, setBusy] = useState(false);
  const [leftOut, setLeftOut] = useState<LeftOut>();
  const students = namesFrom(names);

  const run = async (work: () => Promise<void> | void) => {
    setBusy(true);
    setLeftOut(undefined);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const exportInterchange = async (format: InterchangeExportFormat) => {
    const result = await downloadInterchangeExport(exam.id, format);
    if (result && result.count > 0) setLeftOut(result);
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
        <fieldset id="export-interchange" aria-describedby="export-interchange-hint" className="space-y-3 rounded-md border p-4">
          <legend className="px-1 text-sm font-semibold">Exportar questões para outras plataformas</legend>
          <p id="export-interchange-hint" className="text-sm text-muted-foreground">
            Arquivos que o Moodle e outras plataformas de ensino importam. O Aiken leva só questões de múltipla escolha; o QTI sai
            em um pacote .zip.
          </p>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {INTERCHANGE_EXPORT_FORMATS.map((format) => (
              <Button key={format} variant="outline" disabled={busy} onClick={() => run(() => exportInterchange(format))}>
                <FileCode2 className="size-4" aria-hidden /> {INTERCHANGE_LABELS[format]}
              </Button>
            ))}
          </div>
          {leftOut && <LeftOutNote leftOut={leftOut} />}
        </fieldset>
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
