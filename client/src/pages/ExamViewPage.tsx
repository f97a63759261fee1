import { useParams } from "wouter";
import { Spinner } from "@/components/ui/spinner";
import { ApplicationsCard } from "@/features/applications/components/ApplicationsCard";
import { ExamActionButtons } from "@/features/exams/components/ExamActionButtons";
import { ExamNotFound } from "@/features/exams/components/ExamNotFound";
import { useExamDetail } from "@/features/exams/components/useExamDetail";
import { ExamView } from "@/features/exams/components/view/ExamView";

export default function ExamViewPage() {
  const { id } = useParams<{ id: string }>();
  const { exam, isPending } = useExamDetail(id);
  if (isPending) return <Spinner label="Carregando..." />;
  // docs/product.md#74-exam-page: a load failure shows the not-found screen.
  if (!exam) return <ExamNotFound message="A prova que você está procurando não existe ou foi removida." />;
  return <ExamView exam={exam} actions={<ExamActionButtons exam={exam} />} sections={<ApplicationsCard exam={exam} />} />;
}
