import { ComingSoon } from "@/components/ComingSoon";

export default function DashboardPage() {
  return <ComingSoon title="Dashboard" description="Visão geral das suas atividades e estatísticas" />;
}
