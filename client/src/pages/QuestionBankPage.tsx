import { ComingSoon } from "@/components/ComingSoon";

export default function QuestionBankPage() {
  return <ComingSoon title="Banco de Questões" description="Questões reutilizáveis para todas as suas provas" />;
}
