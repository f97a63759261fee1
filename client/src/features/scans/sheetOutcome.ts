import type { ScanSheet } from "@shared/types/scans";
import { countLabel } from "@/lib/format";

/** What the camera screen says of a sheet just read, and whether it was counted. */
export function sheetOutcome(sheet: ScanSheet): { text: string; counted: boolean } {
  const name = sheet.studentName ?? "Cartão sem aluno";
  if (sheet.status === "ok") return { text: `${name}: corrigido.`, counted: true };
  if (sheet.status === "review") {
    const doubtful = sheet.answers.filter((answer) => answer.state === "doubtful").length;
    return { text: `${name}: ${countLabel(doubtful, "questão", "questões")} para revisar.`, counted: false };
  }
  return { text: sheet.message ?? "Este cartão não pôde ser lido.", counted: false };
}
