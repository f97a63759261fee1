import { ComingSoon } from "@/components/ComingSoon";

export default function ExamsPage() {
  return <ComingSoon title="Minhas Provas" description="Gerencie, publique e exporte suas provas" />;
}
