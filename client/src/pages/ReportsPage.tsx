import { ComingSoon } from "@/components/ComingSoon";

export default function ReportsPage() {
  return <ComingSoon title="Relatórios" description="Indicadores de uso e de desempenho" />;
}
