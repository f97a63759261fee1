import { ComingSoon } from "@/components/ComingSoon";

export default function ExamEditPage() {
  return <ComingSoon title="Editar Prova" description="Altere os dados e as questões da prova" />;
}
