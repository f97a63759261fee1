import type { ExamApplication } from "@shared/types/applications";
import { PaperStudentRow } from "./PaperStudentRow";

const HEADERS = ["Aluno", "Turma", "Versão", "Impressão", "Alto contraste"];

/** The application's students in roster order (the order the class pack prints them in), each with their copy. */
export function PaperStudentsTable({ application, canManage }: { application: ExamApplication; canManage: boolean }) {
  const students = application.students ?? [];
  if (students.length === 0) {
    return (
      <p className="rounded-md border bg-card p-4 text-sm text-muted-foreground">
        Nenhum aluno nas turmas desta aplicação. Cadastre os alunos da turma em Organizações; quem não estiver na lista usa o
        cartão em branco.
      </p>
    );
  }
  return (
    // A table on wider screens; on a phone each student is a card (the rows stack), not a table to scroll sideways.
    <div className="relative overflow-x-auto rounded-md border bg-card">
      <table className="w-full text-sm md:min-w-[48rem]">
        <thead className="hidden border-b bg-muted/50 text-left text-muted-foreground md:table-header-group">
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-medium">
                {header}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 font-medium">
              <span className="sr-only">Cartão-resposta</span>
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y md:table-row-group">
          {students.map((student) => (
            <PaperStudentRow key={student.studentId} application={application} student={student} canManage={canManage} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
