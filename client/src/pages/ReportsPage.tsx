import { PageHeader } from "@/components/PageHeader";
import { ReportCharts } from "@/features/reports/components/ReportCharts";
import { ReportFigures } from "@/features/reports/components/ReportFigures";

export default function ReportsPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Relatórios"
        description="Indicadores de uso das provas e do banco de questões, atualizados a cada 30 segundos."
      />
      <ReportFigures />
      <ReportCharts />
    </div>
  );
}
