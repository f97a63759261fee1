import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { PRINT_SIZE_LABELS } from "@shared/constants";
import type { PaperAssignmentUpdate } from "@shared/schemas/applications";
import type { ExamApplication, PaperStudent } from "@shared/types/applications";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/lib/cn";
import { downloadPrint, paperPrints } from "@/lib/paperPrints";
import { notifyError, notifySuccess } from "@/lib/notify";
import { usePendingWork } from "@/lib/usePendingWork";
import { useChangePaperStudent } from "../../api";
import { PrintSizeSelect } from "@/components/PrintSizeSelect";
import { VersionSelect } from "./VersionSelect";

/** What the toast says once a change is saved. */
function savedMessage(name: string, { version, printSize, highContrast }: PaperAssignmentUpdate): string {
  if (version) return `${name} fará a prova Tipo ${version}.`;
  if (printSize) return `Impressão de ${name}: ${PRINT_SIZE_LABELS[printSize]}.`;
  return `Alto contraste ${highContrast ? "ligado" : "desligado"} para ${name}.`;
}

/** A cell of the row; on a phone, where the table's headers are hidden, it shows its own. */
function Cell({ label, className, children }: { label?: string; className?: string; children: ReactNode }) {
  return (
    <td className={cn("md:table-cell md:px-3 md:py-2", className)}>
      {label && (
        <span aria-hidden className="mb-1 block text-xs text-muted-foreground md:hidden">
          {label}
        </span>
      )}
      {children}
    </td>
  );
}

/** One student: their version, print size and high contrast, editable by whoever manages the exam, and their answer sheet. */
export function PaperStudentRow({
  application,
  student,
  canManage,
}: {
  application: ExamApplication;
  student: PaperStudent;
  canManage: boolean;
}) {
  const change = useChangePaperStudent(application.id);
  const sheet = usePendingWork<"sheet">();

  const save = (update: PaperAssignmentUpdate) =>
    change.mutate(
      { studentId: student.studentId, ...update },
      {
        onSuccess: () => notifySuccess(savedMessage(student.name, update)),
        onError: (error) => notifyError(error, `Não foi possível salvar a alteração de ${student.name}.`),
      },
    );

  return (
    <tr className="grid grid-cols-2 items-end gap-x-3 gap-y-3 p-3 md:table-row md:p-0">
      <th scope="row" className="col-span-2 text-left font-medium md:table-cell md:px-3 md:py-2">
        {student.name}
        {student.registrationNumber && (
          <span className="block text-xs font-normal text-muted-foreground">Matrícula {student.registrationNumber}</span>
        )}
      </th>
      <Cell className="col-span-2 -mt-2 text-muted-foreground md:mt-0 md:text-foreground">{student.className}</Cell>
      <Cell label="Versão">
        {canManage ? (
          <VersionSelect
            versions={application.versions}
            value={student.version}
            onChange={(version) => save({ version })}
            label={`Versão de ${student.name}`}
            className="md:w-28"
          />
        ) : (
          `Tipo ${student.version}`
        )}
      </Cell>
      {/* On a phone the print size takes the whole width ('Superampliada (24 pt)' is long), after the contrast. */}
      <Cell label="Impressão" className="col-span-2 max-md:order-1">
        {canManage ? (
          <PrintSizeSelect
            value={student.printSize}
            onChange={(printSize) => save({ printSize })}
            label={`Impressão de ${student.name}`}
            className="md:w-52"
          />
        ) : (
          PRINT_SIZE_LABELS[student.printSize]
        )}
      </Cell>
      <Cell label="Alto contraste">
        {canManage ? (
          <Checkbox
            checked={student.highContrast}
            onCheckedChange={(checked) => save({ highContrast: checked === true })}
            aria-label={`Alto contraste para ${student.name}`}
          />
        ) : student.highContrast ? (
          "Sim"
        ) : (
          "Não"
        )}
      </Cell>
      <Cell className="max-md:order-1 md:text-right">
        <Button
          variant="ghost"
          size="sm"
          disabled={sheet.isPending("sheet")}
          aria-label={`Cartão-resposta de ${student.name}`}
          onClick={() =>
            void sheet.run("sheet", () =>
              downloadPrint(paperPrints.answerSheets(application.id, { studentId: student.studentId })),
            )
          }
        >
          <Download aria-hidden />
          {sheet.isPending("sheet") ? "Gerando..." : "Cartão-resposta"}
        </Button>
      </Cell>
    </tr>
  );
}
