import { useQuery } from "@tanstack/react-query";
import { PageHeader } from "@/components/PageHeader";
import { Spinner } from "@/components/ui/spinner";
import { downloadExamReport, examReportQuery } from "../api";
import { ExportExcelButton } from "./ExportExcelButton";
import { GroupsTable } from "./GroupsTable";
import { RateCell } from "./RateCell";
import { ReportSection } from "./ReportSection";
import { SkillHeading } from "./SkillHeading";

/**
 * One exam across the schools and classes it was applied to (docs/product.md#25-learning-reports):
 * schools, then classes, side by side, and each descriptor per class with its text, weakest first.
 */
export function ExamReportView({ examId }: { examId: string }) {
  const report = useQuery(examReportQuery(examId));
  const data = report.data;
  if (!data)
    return report.isPending ? (
      <Spinner label="Carregando o relatório da prova..." />
    ) : (
      <p role="alert" className="text-destructive">
        {report.error?.message ?? "Não foi possível carregar o relatório da prova."}
      </p>
    );
  const weakest = [...data.skills].sort((a, b) => a.rate - b.rate);
  return (
    <div className="space-y-6">
      <PageHeader
        title={`Comparativo: ${data.exam.title}`}
        description={`${data.exam.subject} · ${data.classes.length} ${data.classes.length === 1 ? "turma" : "turmas"} em ${data.schools.length} ${data.schools.length === 1 ? "escola" : "escolas"}`}
        actions={<ExportExcelButton download={() => downloadExamReport(examId)} />}
      />
      {data.classes.length === 0 ? (
        <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">
          Esta prova ainda não foi aplicada a turmas.
        </p>
      ) : (
        <>
          <ReportSection title="Escolas">
            <GroupsTable
              caption="Cada escola e a rede"
              heading="Escola"
              maxGrade={data.exam.maxGrade}
              groups={[
                ...data.schools.map((school) => ({
                  ...school,
                  key: school.schoolId,
                  name: school.schoolName,
                  detail: `${school.classCount} ${school.classCount === 1 ? "turma" : "turmas"}`,
                })),
                ...(data.schools.length > 1 ? [{ ...data.overall, key: "all", name: "Todas as escolas" }] : []),
              ]}
            />
          </ReportSection>
          <ReportSection title="Turmas">
            <GroupsTable
              caption="Cada turma"
              heading="Turma"
              maxGrade={data.exam.maxGrade}
              groups={data.classes.map((entry) => ({
                ...entry,
                key: entry.classId,
                name: entry.className,
                detail: entry.schoolName,
              }))}
            />
          </ReportSection>
          <ReportSection title="Descritores por turma">
            {weakest.length === 0 ? (
              <p className="text-sm text-muted-foreground">As questões desta prova não têm descritores nem habilidades.</p>
            ) : (
              <div className="relative overflow-x-auto rounded-md border">
                <table className="w-full border-collapse text-sm">
                  <caption className="sr-only">
                    Percentual dos pontos de cada descritor em cada turma, do mais fraco ao mais forte
                  </caption>
                  <thead className="bg-muted text-left">
                    <tr>
                      <th className="px-3 py-2">Descritor</th>
                      <th className="px-2 py-2 text-center">Todas</th>
                      {data.classes.map((entry) => (
                        <th key={entry.classId} className="px-2 py-2 text-center whitespace-nowrap" title={entry.schoolName}>
                          {entry.className}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {weakest.map((skill) => (
                      <tr key={`${skill.kind}/${skill.code}`} className="border-t">
                        <SkillHeading skill={skill} />
                        <RateCell rate={skill.rate} />
                        {skill.byClass.map((rate, index) => (
                          <RateCell key={data.classes[index].classId} rate={rate} />
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </ReportSection>
        </>
      )}
    </div>
  );
}
