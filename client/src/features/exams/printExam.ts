import { toast } from "@/components/ui/use-toast";
import { withQuery } from "@/lib/api";
import { NORMAL_PRINT_LOOK, printLookQuery, type PrintLook } from "@/lib/printLook";

/** How long the print page gets to lay out and load its images before the print dialog opens (docs/product.md#8-printing-and-exporting). */
const PRINT_DELAY_MS = 1000;

/**
 * Opens the exam's print page in a new tab, in the columns, size and contrast chosen, and calls the
 * browser's print dialog. The page is same-origin and authenticated by the session cookie.
 */
export function printExam(
  exam: { id: string; questionCount: number },
  { look = NORMAL_PRINT_LOOK, ...names }: { studentName?: string; className?: string; look?: PrintLook } = {},
) {
  if (exam.questionCount === 0) {
    toast({ title: "Atenção", description: "Esta prova não possui questões. Adicione questões antes de exportar." });
    return;
  }
  const page = window.open(withQuery(`/api/exams/${exam.id}/export/pdf`, { ...names, ...printLookQuery(look) }), "_blank");
  if (!page) {
    console.error(new Error("Failed to export PDF"));
    toast({ title: "Erro", description: "Falha ao exportar prova.", variant: "destructive" });
    return;
  }
  setTimeout(() => page.print(), PRINT_DELAY_MS);
}
