import { FileDown, FileJson, MoreVertical, UserX } from "lucide-react";
import { useState } from "react";
import type { StudentDataFormat } from "@shared/schemas/studentData";
import type { Student } from "@shared/types/students";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { notifyError, notifySuccess } from "@/lib/notify";
import { downloadStudentData, useEraseStudent } from "../studentDataApi";

/**
 * A student's data under the LGPD, for those who manage the school (docs/product.md#194-student-data-and-the-audit-log):
 * everything held about them as a PDF or JSON file, or all of it erased after a confirmation.
 */
export function StudentDataActions({ student }: { student: Student }) {
  const [confirming, setConfirming] = useState(false);
  const erase = useEraseStudent();

  const download = async (format: StudentDataFormat) => {
    try {
      await downloadStudentData(student.id, format);
    } catch (error) {
      notifyError(error, "Falha ao exportar os dados do aluno.");
    }
  };

  const eraseNow = async () => {
    try {
      await erase.mutateAsync(student.id);
      notifySuccess("Dados do aluno apagados.");
    } catch (error) {
      notifyError(error, "Falha ao apagar os dados do aluno.");
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`Dados de ${student.name}`}>
            <MoreVertical className="size-4" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => void download("pdf")}>
            <FileDown className="size-4" aria-hidden />
            Exportar dados (PDF)
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void download("json")}>
            <FileJson className="size-4" aria-hidden />
            Exportar dados (JSON)
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
            <UserX className="size-4" aria-hidden />
            Apagar dados do aluno
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Apagar dados do aluno"
        description={
          <>
            <p>
              O nome e a matrícula de <strong>{student.name}</strong> serão apagados, e o código de acesso deixará de funcionar. O
              aluno não aparecerá mais em nenhuma lista ou busca.
            </p>
            <p>
              As respostas e notas continuam nas estatísticas da turma e na análise das questões, anônimas, como &quot;Aluno
              removido&quot;. Esta ação não pode ser desfeita.
            </p>
          </>
        }
        confirmLabel="Apagar dados"
        pending={erase.isPending}
        pendingLabel="Apagando..."
        onConfirm={() => void eraseNow()}
      />
    </>
  );
}
