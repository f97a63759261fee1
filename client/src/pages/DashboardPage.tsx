import { PageHeader } from "@/components/PageHeader";
import { QuickActions } from "@/features/dashboard/components/QuickActions";

export default function DashboardPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Dashboard" description="Visão geral das suas atividades e estatísticas" />
      <QuickActions />
    </div>
  );
}
