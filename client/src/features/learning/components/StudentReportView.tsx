import { useQuery } from "@tanstack/react-query";
import { FileDown } from "lucide-react";
import { useState } from "react";
import { formatGrade } from "@shared/grades";
import { formatDecimal } from "@shared/numbers";
import type { StudentExamResult } from "@shared/types/learning";
import { PageHeader } from "@/components/PageHeader";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatDate } from "@/lib/format";
import { notifyError } from "@/lib/notify";
import { downloadBoletim, studentReportQuery } from "../api";
import { PercentLineChart } from "./PercentLineChart";
import { FigureCards } from "./FigureCards";
import { ReportSection } from "./ReportSection";
import { SkillLists } from "./SkillLists";
import { StudentExamsTable } from "./StudentExamsTable";

/**
 * A student's learning (docs/product.md#25-learning-reports): their exams over time as a chart and
 * a table, the skills to teach again and those mastered, and the boletim for the family.
 */
export function StudentReportView({
  studentId,
  onOpenSheet,
}: {
  studentId: string;
  onOpenSheet: (exam: StudentExamResult) => void;
}) {
  const report = useQuery(studentReportQuery(studentId));
  const [printing, setPrinting] = useState(false);
  if (report.isPending) return <Spinner label="Carregando o relatório do aluno..." />;
  if (!report.data)
    return (
      <p role="alert" className="text-destructive">
        {report.error?.message ?? "Não foi possível carregar o relatório do aluno."}
      </p>
    );
  const { student, exams, skills, averagePercentage } = report.data;

  const print = async () => {
    setPrinting(true);
    try {
      await downloadBoletim(studentId);
    } catch (error) {
      notifyError(error, "Falha ao gerar o boletim.");
    } finally {
      setPrinting(false);
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={student.name}
        description={[
          student.className,
          `${student.gradeLevelName} · ${student.year}`,
          student.schoolName,
          student.registrationNumber && `Matrícula ${student.registrationNumber}`,
        ]
          .filter(Boolean)
          .join(" · ")}
        actions={
          <Button onClick={() => void print()} disabled={printing}>
            <FileDown className="size-4" aria-hidden />
            {printing ? "Gerando..." : "Imprimir boletim"}
          </Button>
        }
      />
      <FigureCards
        figures={[
          ["Avaliações entregues", String(exams.length)],
          ["Acerto médio", averagePercentage === null ? "—" : `${formatDecimal(averagePercentage, 1)} %`],
          ["Habilidades a retomar", String(skills.filter((skill) => skill.level === "missing").length)],
        ]}
      />
      <ReportSection title="Avaliações">
        {exams.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhuma avaliação entregue ainda.</p>
        ) : (
          <div className="space-y-4">
            <figure className="space-y-1">
              <PercentLineChart
                points={exams.map((exam) => ({
                  label: formatDate(exam.submittedAt).slice(0, 5),
                  caption: formatGrade(exam.grade),
                  percentage: exam.percentage,
                }))}
              />
              <figcaption className="text-xs text-muted-foreground">
                Percentual de acerto de cada avaliação, com a nota acima do ponto; a linha tracejada marca 60 % (nota 6 de 10). Os
                mesmos números estão na tabela abaixo.
              </figcaption>
            </figure>
            <StudentExamsTable exams={exams} onOpenSheet={onOpenSheet} />
          </div>
        )}
      </ReportSection>
      <ReportSection title="Habilidades">
        <SkillLists skills={skills} />
      </ReportSection>
    </div>
  );
}
