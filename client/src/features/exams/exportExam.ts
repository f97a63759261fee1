import { INTERCHANGE_LABELS, type InterchangeExportFormat } from "@shared/interchange/formats";
import { toast } from "@/components/ui/use-toast";
import { api, downloadFile, saveFile, withQuery } from "@/lib/api";
import { downloadInterchange, type LeftOut } from "@/lib/interchange";
import { notifyError } from "@/lib/notify";
import { NORMAL_PRINT_LOOK, printLookQuery, type PrintLook } from "@/lib/printLook";

export async function downloadPdf(examId: string, look: PrintLook = NORMAL_PRINT_LOOK) {
  try {
    const url = withQuery(`/api/exams/${examId}/export/pdf`, { format: "pdf", ...printLookQuery(look) });
    await downloadFile(url, `prova-${examId}.pdf`);
  } catch (error) {
    console.error(new Error("Failed to export PDF"), error);
    notifyError(error, "Falha ao exportar prova.");
  }
}

export async function downloadClassPdf(examId: string, names: string[], className: string, columns: 1 | 2) {
  try {
    await downloadFile(`/api/exams/${examId}/export/class-pdf`, `prova-${examId}-turma.pdf`, {
      method: "POST",
      body: { names, className: className || undefined, columns },
    });
  } catch (error) {
    notifyError(error, "Falha ao exportar prova.");
  }
}

/** The gabarito of the exam as written: each question's answer (an application's versions have their own). */
export async function downloadAnswerKey(examId: string) {
  try {
    await downloadFile(`/api/exams/${examId}/export/answer-key`, `gabarito-${examId}.pdf`);
  } catch (error) {
    notifyError(error, "Não foi possível gerar o gabarito.");
  }
}

export async function downloadDocx(examId: string) {
  try {
    await downloadFile(`/api/exams/${examId}/export/docx`, `prova-${examId}.docx`);
  } catch (error) {
    console.error(new Error("Falha ao exportar para Word"), error);
    notifyError(error, "Falha ao exportar para Word.");
  }
}

/** The text is saved as a file, then a new document opens to paste it into. */
export async function exportToGoogleDocs(examId: string) {
  try {
    const { googleDocsData } = await api.get<{ googleDocsData: { content: string } }>(`/api/exams/${examId}/export/gdocs`);
    saveFile(new Blob([googleDocsData.content], { type: "text/plain;charset=utf-8" }), `prova-${examId}.txt`);
    window.open("https://docs.google.com/document/create", "_blank", "noopener");
    toast({ title: "Sucesso", description: "Texto da prova salvo. Cole-o no novo documento." });
  } catch (error) {
    console.error(new Error("Failed to export to Google Docs"), error);
    notifyError(error, "Falha ao exportar prova.");
  }
}

/**
 * The exam's questions as Moodle XML, GIFT, Aiken or QTI (docs/product.md#22-question-interchange);
 * answers the questions the format left out, or undefined when the download failed (already told).
 */
export async function downloadInterchangeExport(examId: string, format: InterchangeExportFormat): Promise<LeftOut | undefined> {
  try {
    return await downloadInterchange(`/api/exams/${examId}/export/${format}`, format, `prova-${examId}`);
  } catch (error) {
    notifyError(error, `Falha ao exportar a prova em ${INTERCHANGE_LABELS[format]}.`);
    return undefined;
  }
}
