import { ComingSoon } from "@/components/ComingSoon";

export default function CreateExamPage() {
  return <ComingSoon title="Criar Nova Prova" description="Monte uma prova com questões de múltipla escolha e dissertativas" />;
}
