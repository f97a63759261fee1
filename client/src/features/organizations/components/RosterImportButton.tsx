import { FileUp } from "lucide-react";
import { useRef, useState, type ChangeEvent } from "react";
import { ROSTER_COLUMN_LABELS } from "@shared/imports/columns";
import { acceptAttribute } from "@shared/imports/formats";
import { FILE_TOO_LARGE, MAX_IMPORT_BYTES } from "@shared/imports/limits";
import type { RosterImportResult } from "@shared/types/students";
import { ImportErrors, importRefusalOf, type ImportRefusal } from "@/components/ImportErrors";
import { Button } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useImportRoster } from "../api";
import { countLabel } from "../messages";

/** "30 alunos importados (28 novos, 2 atualizados)." */
export function rosterImportSummary({ created, updated }: Pick<RosterImportResult, "created" | "updated">): string {
  const total = countLabel(created + updated, "aluno importado", "alunos importados");
  return `${total} (${countLabel(created, "novo", "novos")}, ${countLabel(updated, "atualizado", "atualizados")}).`;
}

/** Imports the class's students from a spreadsheet; a refused file's reasons stay in the dialog to fix by. */
export function RosterImportButton({ classId }: { classId: string }) {
  const importRoster = useImportRoster(classId);
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that the same file, once fixed, can be chosen again.
    event.target.value = "";
    if (!file) return;
    // Refused here rather than after the whole upload.
    if (file.size > MAX_IMPORT_BYTES) return setRefusal({ message: FILE_TOO_LARGE, rowErrors: [] });
    setRefusal(null);
    try {
      notifySuccess(rosterImportSummary(await importRoster.mutateAsync(file)));
    } catch (error) {
      const refused = importRefusalOf(error);
      if (refused) setRefusal(refused);
      else notifyError(error, "Falha ao importar alunos.");
    }
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id="roster-import-file"
          type="file"
          accept={acceptAttribute("roster")}
          hidden
          onChange={(event) => void upload(event)}
        />
        <Button type="button" variant="outline" disabled={importRoster.isPending} onClick={() => input.current?.click()}>
          <FileUp className="size-4" aria-hidden /> {importRoster.isPending ? "Importando..." : "Importar planilha"}
        </Button>
        <p className="min-w-48 flex-1 text-sm text-muted-foreground">
          Planilha .xlsx ou CSV com as colunas {ROSTER_COLUMN_LABELS.nome} e {ROSTER_COLUMN_LABELS.matricula} (opcional). Quem já
          tem a matrícula na turma tem o nome atualizado.
        </p>
      </div>
      {refusal && <ImportErrors {...refusal} />}
    </div>
  );
}
