import { FileCheck2, FileKey2, FileText, Package, Printer, type LucideIcon } from "lucide-react";
import { useState } from "react";
import type { ExamApplication } from "@shared/types/applications";
import { Button } from "@/components/ui/button";
import { downloadPrint, paperPrints, type PaperPrint } from "@/lib/paperPrints";
import { usePendingWork } from "@/lib/usePendingWork";
import { PrintByClassButton } from "./PrintByClassButton";
import { PrintCopiesDialog } from "./PrintCopiesDialog";

type Download = "answerSheets" | "blankAnswerSheet" | "classPack" | "answerKey";

const DOWNLOADS: Array<{
  key: Download;
  label: string;
  icon: LucideIcon;
  /** Printed for one class at a time too, when the application has several. */
  byClass: boolean;
  print: (applicationId: string, classId?: string) => PaperPrint;
}> = [
  {
    key: "answerSheets",
    label: "Cartões-resposta",
    icon: FileCheck2,
    byClass: true,
    print: (id, classId) => paperPrints.answerSheets(id, { classId }),
  },
  { key: "blankAnswerSheet", label: "Cartão em branco", icon: FileText, byClass: false, print: paperPrints.blankAnswerSheet },
  { key: "classPack", label: "Pacote da turma", icon: Package, byClass: true, print: paperPrints.classPack },
  { key: "answerKey", label: "Gabarito", icon: FileKey2, byClass: false, print: paperPrints.answerKey },
];

/**
 * The application's prints, each a PDF: blank copies of the versions to photocopy ('Imprimir', with
 * columns, size and contrast), every student's answer sheet, the blank sheet for a student not on
 * the list, the class pack (each student's copy and sheet, in roster order) and the gabarito.
 */
export function PaperPrints({ application }: { application: ExamApplication }) {
  const downloads = usePendingWork<Download>();
  const [printing, setPrinting] = useState(false);
  return (
    <section aria-labelledby="impressao-titulo" className="space-y-3 rounded-lg border bg-card p-4">
      <div className="space-y-1">
        <h2 id="impressao-titulo" className="font-semibold">
          Impressão
        </h2>
        <p className="text-sm text-muted-foreground">
          O pacote da turma traz a prova de cada aluno, com o nome e a versão dele, seguida do seu cartão-resposta.
        </p>
      </div>
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        <Button onClick={() => setPrinting(true)}>
          <Printer aria-hidden />
          Imprimir
        </Button>
        {DOWNLOADS.map(({ key, label, icon, byClass, print }) => (
          <PrintByClassButton
            key={key}
            label={label}
            icon={icon}
            pending={downloads.isPending(key)}
            classes={byClass ? application.classes : []}
            onPrint={(classId) => void downloads.run(key, () => downloadPrint(print(application.id, classId)))}
          />
        ))}
      </div>
      {printing && <PrintCopiesDialog application={application} onClose={() => setPrinting(false)} />}
    </section>
  );
}
