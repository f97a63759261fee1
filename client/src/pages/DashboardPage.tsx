import { PageHeader } from "@/components/PageHeader";
import { AgendaCards } from "@/features/dashboard/components/AgendaCards";
import { PerformanceReportsDialog } from "@/features/dashboard/components/PerformanceReportsDialog";
import { QuickActions } from "@/features/dashboard/components/QuickActions";
import { StatsCards } from "@/features/dashboard/components/StatsCards";

export default function DashboardPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Dashboard"
        description="Visão geral das suas atividades e estatísticas"
        actions={<PerformanceReportsDialog />}
      />
      <StatsCards />
      <AgendaCards />
      <QuickActions />
    </div>
  );
}
