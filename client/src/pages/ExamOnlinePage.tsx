import { ComingSoon } from "@/components/ComingSoon";

export default function ExamOnlinePage() {
  return <ComingSoon title="Prova Online" description="Pré-visualização da prova como os alunos a veem" />;
}
