import { Link } from "wouter";
import { formatGrade } from "@shared/grades";
import { formatDecimal } from "@shared/numbers";
import type { ClassReport } from "@shared/types/learning";
import { cn } from "@/lib/cn";

/**
 * Each student's grade in each exam of the term and their average; a grade under the passing
 * grade is tinted and marked '▼' (so the mark survives a black-and-white print), and so is the
 * student whose average is under it.
 */
export function ClassStudentsTable({ report }: { report: ClassReport }) {
  return (
    <div className="relative overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="sr-only">
          Notas de cada aluno; ▼ marca as abaixo da nota de corte ({formatGrade(report.passingGrade)} de 10)
        </caption>
        <thead className="bg-muted text-left">
          <tr>
            <th className="px-3 py-2">Aluno</th>
            {report.exams.map((exam, index) => (
              <th key={exam.applicationId} className="px-3 py-2 text-right" title={exam.title}>
                A{index + 1}
                <span className="sr-only">: {exam.title}</span>
              </th>
            ))}
            <th className="px-3 py-2 text-right">Acerto médio</th>
          </tr>
        </thead>
        <tbody>
          {report.students.map((student) => (
            <tr
              key={student.studentId ?? student.name}
              className={cn("border-t", student.below && "bg-red-50 print:bg-transparent")}
            >
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {student.below && (
                  <span className="text-red-800" aria-label="abaixo da nota de corte">
                    ▼{" "}
                  </span>
                )}
                {student.studentId ? (
                  <Link href={`/students/${student.studentId}`} className="text-primary underline-offset-4 hover:underline">
                    {student.name}
                  </Link>
                ) : (
                  student.name
                )}
              </th>
              {student.results.map((cell, index) => (
                <td
                  key={report.exams[index].applicationId}
                  className={cn(
                    "px-3 py-2 text-right whitespace-nowrap tabular-nums",
                    cell?.below && "font-semibold text-red-800",
                  )}
                >
                  {cell === null ? (
                    <span className="text-muted-foreground" aria-label="não entregou">
                      —
                    </span>
                  ) : (
                    <>
                      {cell.below && <span aria-label="abaixo da nota de corte">▼ </span>}
                      {formatGrade(cell.grade)}
                    </>
                  )}
                </td>
              ))}
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                {student.averagePercentage === null ? "—" : `${formatDecimal(student.averagePercentage, 1)} %`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
