import { useId, useState } from "react";
import { fold } from "@shared/imports/text";
import type { ExamApplication } from "@shared/types/applications";
import type { ScanSheet } from "@shared/types/scans";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { notifyError } from "@/lib/notify";
import { useSettleSheet } from "../api";

/** How many students the search shows at once: typing more of the name narrows it. */
const SHOWN = 6;

/**
 * A sheet whose code was not read named by the teacher: typing part of a name lists the students
 * of the application's classes; choosing one gives the sheet to them, with the version read on it
 * or else the version they were given.
 */
export function AssignStudent({ application, sheet }: { application: ExamApplication; sheet: ScanSheet }) {
  const settle = useSettleSheet(application.id);
  const [search, setSearch] = useState("");
  const inputId = useId();
  const wanted = fold(search.trim());
  const matches = wanted
    ? (application.students ?? []).filter((student) => fold(student.name).includes(wanted)).slice(0, SHOWN)
    : [];
  return (
    <div className="space-y-2">
      <Label htmlFor={inputId}>De quem é este cartão?</Label>
      <Input
        id={inputId}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Digite o nome do aluno"
        autoComplete="off"
      />
      {wanted && matches.length === 0 && <p className="text-sm text-muted-foreground">Nenhum aluno da turma com esse nome.</p>}
      {matches.length > 0 && (
        <ul aria-label="Alunos encontrados" className="flex flex-wrap gap-2">
          {matches.map((student) => (
            <li key={student.studentId}>
              <Button
                variant="outline"
                size="sm"
                disabled={settle.isPending}
                onClick={() =>
                  settle.mutate(
                    { id: sheet.id, studentId: student.studentId, version: sheet.version ?? student.version },
                    { onError: (error) => notifyError(error, "Não foi possível atribuir o cartão.") },
                  )
                }
              >
                {student.name}
                <span className="text-muted-foreground">{student.className}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
