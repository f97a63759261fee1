import { ComingSoon } from "@/components/ComingSoon";

export default function ExamViewPage() {
  return <ComingSoon title="Visualizar Prova" description="A prova como será impressa e aplicada" />;
}
