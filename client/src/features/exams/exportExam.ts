import { toast } from "@/components/ui/use-toast";
import { api, apiErrorFrom, tokenStorage } from "@/lib/api";
import { fileNameFrom } from "@/lib/contentDisposition";
import { notifyError } from "@/lib/notify";

/** Fetches a file from the API (bearer and cookie) and saves it under the server's name, else `fileName`. */
async function download(path: string, fileName: string, init: RequestInit = {}) {
  const token = tokenStorage.get();
  const response = await fetch(path, {
    ...init,
    credentials: "include",
    headers: { ...(init.headers ?? {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw apiErrorFrom(response.status, response.statusText, await response.text().catch(() => ""));
  save(await response.blob(), fileNameFrom(response.headers.get("Content-Disposition")) ?? fileName);
}

function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadPdf(examId: string) {
  try {
    await download(`/api/exams/${examId}/export/pdf?format=pdf`, `prova-${examId}.pdf`);
  } catch (error) {
    console.error(new Error("Failed to export PDF"), error);
    notifyError(error, "Falha ao exportar prova.");
  }
}

export async function downloadClassPdf(examId: string, names: string[], className: string, columns: 1 | 2) {
  try {
    await download(`/api/exams/${examId}/export/class-pdf`, `prova-${examId}-turma.pdf`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ names, className: className || undefined, columns }),
    });
  } catch (error) {
    notifyError(error, "Falha ao exportar prova.");
  }
}

export async function downloadDocx(examId: string) {
  try {
    await download(`/api/exams/${examId}/export/docx`, `prova-${examId}.docx`);
  } catch (error) {
    console.error(new Error("Falha ao exportar para Word"), error);
    notifyError(error, "Falha ao exportar para Word.");
  }
}

/** Spec section 7: the text is saved as a file, then a new document opens to paste it into. */
export async function exportToGoogleDocs(examId: string) {
  try {
    const { googleDocsData } = await api.get<{ googleDocsData: { content: string } }>(`/api/exams/${examId}/export/gdocs`);
    save(new Blob([googleDocsData.content], { type: "text/plain;charset=utf-8" }), `prova-${examId}.txt`);
    window.open("https://docs.google.com/document/create", "_blank", "noopener");
    toast({ title: "Sucesso", description: "Texto da prova salvo. Cole-o no novo documento." });
  } catch (error) {
    console.error(new Error("Failed to export to Google Docs"), error);
    notifyError(error, "Falha ao exportar prova.");
  }
}
