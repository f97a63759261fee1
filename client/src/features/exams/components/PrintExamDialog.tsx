import { FileDown, Printer } from "lucide-react";
import { useState } from "react";
import type { ExamListItem } from "@shared/types/exams";
import { PrintLookFields } from "@/components/PrintLookFields";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { NORMAL_PRINT_LOOK } from "@/lib/printLook";
import { downloadPdf } from "../exportExam";
import { printExam } from "../printExam";

/** 'Imprimir': the exam in one or two columns, normal, ampliada or superampliada, in high contrast; printed or as a PDF. */
export function PrintExamDialog({ exam, onClose }: { exam: ExamListItem; onClose: () => void }) {
  const [look, setLook] = useState(NORMAL_PRINT_LOOK);
  const [downloading, setDownloading] = useState(false);

  const print = () => {
    printExam(exam, { look });
    onClose();
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadPdf(exam.id, look);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Imprimir prova</DialogTitle>
          <DialogDescription>{exam.title}</DialogDescription>
        </DialogHeader>
        <PrintLookFields idPrefix="print" value={look} onChange={setLook} />
        <DialogFooter>
          <Button variant="outline" disabled={downloading} onClick={() => void download()}>
            <FileDown aria-hidden />
            {downloading ? "Gerando PDF..." : "Baixar PDF"}
          </Button>
          <Button onClick={print}>
            <Printer aria-hidden />
            Imprimir
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
