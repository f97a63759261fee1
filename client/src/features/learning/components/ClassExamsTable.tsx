import type { ClassReport } from "@shared/types/learning";
import { formatDate } from "@/lib/format";
import { AverageCells } from "./AverageCells";

/** Each exam of the term: who handed in, the average and how the class spread over bands of 20 %. */
export function ClassExamsTable({ exams }: { exams: ClassReport["exams"] }) {
  return (
    <div className="relative overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="sr-only">Avaliações do período</caption>
        <thead className="bg-muted text-left">
          <tr>
            <th className="px-3 py-2">Avaliação</th>
            <th className="px-3 py-2 text-right">Entregues</th>
            <th className="px-3 py-2 text-right">Média</th>
            <th className="px-3 py-2 text-right">Acerto médio</th>
            <th className="px-3 py-2">Distribuição do acerto</th>
          </tr>
        </thead>
        <tbody>
          {exams.map((exam, index) => {
            return (
              <tr key={exam.applicationId} className="border-t align-top">
                <td className="px-3 py-2">
                  <span className="font-medium break-words">
                    <span className="text-muted-foreground">A{index + 1} · </span>
                    {exam.title}
                  </span>
                  <span className="block text-xs text-muted-foreground">
                    {exam.subject} · {formatDate(exam.startsAt)}
                  </span>
                </td>
                <td className="px-3 py-2 text-right whitespace-nowrap">
                  {exam.handedIn} de {exam.rosterSize}
                </td>
                <AverageCells {...exam} label={exam.title} />
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
