import { Eye } from "lucide-react";
import { formatGrade } from "@shared/grades";
import { formatDecimal } from "@shared/numbers";
import type { StudentExamResult } from "@shared/types/learning";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";

const percent = (value: number) => `${formatDecimal(value, 1)} %`;

/** Every exam the student handed in, the chart's figures as a table, each with its answers one click away. */
export function StudentExamsTable({
  exams,
  onOpenSheet,
}: {
  exams: StudentExamResult[];
  onOpenSheet: (exam: StudentExamResult) => void;
}) {
  return (
    <div className="relative overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="sr-only">Avaliações entregues, da mais antiga à mais recente</caption>
        <thead className="bg-muted text-left">
          <tr>
            <th className="hidden px-3 py-2 sm:table-cell">Data</th>
            <th className="px-3 py-2">Avaliação</th>
            <th className="hidden px-3 py-2 sm:table-cell">Forma</th>
            <th className="hidden px-3 py-2 text-right sm:table-cell">Pontos</th>
            <th className="hidden px-3 py-2 text-right sm:table-cell">Acerto</th>
            <th className="px-3 py-2 text-right">Nota</th>
            <th className="px-3 py-2">
              <span className="sr-only">Respostas</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {exams.map((exam) => (
            <tr key={exam.attemptId} className="border-t">
              <td className="hidden px-3 py-2 whitespace-nowrap sm:table-cell">{formatDate(exam.submittedAt)}</td>
              <td className="px-3 py-2">
                <span className="font-medium break-words">{exam.examTitle}</span>
                <span className="block text-xs text-muted-foreground">
                  {exam.subject}
                  {/* On a phone the date and the form join the subject: the columns would not fit. */}
                  <span className="sm:hidden">
                    {" "}
                    · {formatDate(exam.submittedAt)} · {exam.source === "paper" ? "Papel" : "Online"}
                  </span>
                </span>
              </td>
              <td className="hidden px-3 py-2 sm:table-cell">{exam.source === "paper" ? "Papel" : "Online"}</td>
              <td className="hidden px-3 py-2 text-right whitespace-nowrap sm:table-cell">
                {formatDecimal(exam.score)} / {formatDecimal(exam.maxScore)}
              </td>
              <td className="hidden px-3 py-2 text-right whitespace-nowrap sm:table-cell">{percent(exam.percentage)}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">
                <span className="font-semibold">{formatGrade(exam.grade)}</span>
                <span className="text-muted-foreground"> / {exam.maxGrade}</span>
                {exam.pendingEssays > 0 && (
                  <span title="Questões dissertativas ainda em correção: a nota pode mudar." aria-label="correção pendente">
                    *
                  </span>
                )}
              </td>
              <td className="px-3 py-1 text-right">
                <Button variant="ghost" size="sm" onClick={() => onOpenSheet(exam)}>
                  <Eye className="size-4 sm:hidden" aria-hidden />
                  {/* A phone shows the eye alone; the words stay for screen readers. */}
                  <span className="sr-only sm:not-sr-only">Ver respostas</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
