import { PageHeader } from "@/components/PageHeader";
import { LearningReports } from "@/features/learning/components/LearningReports";
import { ReportCharts } from "@/features/reports/components/ReportCharts";
import { ReportFigures } from "@/features/reports/components/ReportFigures";

export default function ReportsPage() {
  return (
    <div className="space-y-8">
      <PageHeader title="Relatórios" description="O que os alunos aprenderam e como a plataforma está sendo usada." />
      <section aria-labelledby="reports-learning" className="space-y-4">
        <h2 id="reports-learning" className="text-xl font-semibold">
          Aprendizagem
        </h2>
        <LearningReports />
      </section>
      <section aria-labelledby="reports-usage" className="space-y-4">
        <div>
          <h2 id="reports-usage" className="text-xl font-semibold">
            Uso da plataforma
          </h2>
          <p className="text-sm text-muted-foreground">
            Indicadores de uso das provas e do banco de questões, atualizados a cada 30 segundos.
          </p>
        </div>
        <ReportFigures />
        <ReportCharts />
      </section>
    </div>
  );
}
