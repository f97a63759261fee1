import { useQuery } from "@tanstack/react-query";
import { Printer } from "lucide-react";
import { useState } from "react";
import { DEFAULT_PASSING_GRADE } from "@shared/learning";
import { formatGrade } from "@shared/grades";
import type { TermSettings } from "@shared/terms";
import { PageHeader } from "@/components/PageHeader";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatDay } from "@/lib/format";
import { classReportQuery, termSettingsQuery, type ClassReportFilter } from "../api";
import { ClassExamsTable } from "./ClassExamsTable";
import { todaysTerm } from "../termChoices";
import { ClassReportFilters } from "./ClassReportFilters";
import { ClassStudentsTable } from "./ClassStudentsTable";
import { MissedQuestions } from "./MissedQuestions";
import { FigureCards } from "./FigureCards";
import { ReportSection } from "./ReportSection";
import { SkillHeatmap } from "./SkillHeatmap";

const todaysFilter = (terms: TermSettings): ClassReportFilter => ({ ...todaysTerm(terms), passingGrade: DEFAULT_PASSING_GRADE });

function Report({ classId, terms }: { classId: string; terms: TermSettings }) {
  const [filter, setFilter] = useState(() => todaysFilter(terms));
  const report = useQuery(classReportQuery(classId, filter));
  const data = report.data;
  if (!data)
    return report.isPending ? (
      <Spinner label="Carregando o relatório da turma..." />
    ) : (
      <p role="alert" className="text-destructive">
        {report.error?.message ?? "Não foi possível carregar o relatório da turma."}
      </p>
    );
  const below = data.students.filter((student) => student.below).length;
  return (
    <div className="space-y-6" aria-busy={report.isFetching}>
      <PageHeader
        title={`Relatório da turma ${data.class.name}`}
        description={`${data.class.gradeLevelName} · ${data.class.schoolName} · ${data.term.name} de ${data.term.year} (${formatDay(data.term.first)} a ${formatDay(data.term.last)})`}
        actions={
          <Button variant="outline" onClick={() => window.print()} className="print:hidden">
            <Printer className="size-4" aria-hidden /> Imprimir
          </Button>
        }
      />
      <ClassReportFilters filter={filter} termKind={terms.kind} termCount={terms.starts.length} onChange={setFilter} />
      {data.exams.length === 0 ? (
        <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">
          Nenhuma avaliação aplicada a esta turma em {data.term.name} de {data.term.year}.
        </p>
      ) : (
        <>
          <FigureCards
            figures={[
              ["Avaliações no período", String(data.exams.length)],
              ["Alunos", String(data.students.length)],
              [`Abaixo de ${formatGrade(data.passingGrade)}`, `${below} ${below === 1 ? "aluno" : "alunos"}`],
            ]}
          />
          <ReportSection title="Avaliações">
            <ClassExamsTable exams={data.exams} />
          </ReportSection>
          <ReportSection title="Alunos">
            <ClassStudentsTable report={data} />
          </ReportSection>
          <ReportSection title="Descritores por avaliação">
            <SkillHeatmap report={data} />
          </ReportSection>
          <ReportSection title="Questões com mais erros">
            <MissedQuestions questions={data.missedQuestions} />
          </ReportSection>
        </>
      )}
    </div>
  );
}

/**
 * A class over a term (docs/product.md#25-learning-reports): the exams, the students under the
 * passing grade, the descriptors per exam and the questions most missed; printable as it is.
 */
export function ClassReportView({ classId }: { classId: string }) {
  const terms = useQuery(termSettingsQuery);
  if (!terms.data) return <Spinner label="Carregando os períodos..." />;
  return <Report classId={classId} terms={terms.data} />;
}
