import { useQuery } from "@tanstack/react-query";
import { useParams } from "wouter";
import { Spinner } from "@/components/ui/spinner";
import { examQuery } from "@/features/exams/api";
import { ExamNotFound } from "@/features/exams/components/ExamNotFound";
import { ExamView } from "@/features/exams/components/view/ExamView";

export default function ExamViewPage() {
  const { id } = useParams<{ id: string }>();
  const exam = useQuery({ ...examQuery(id), retry: false });
  if (exam.isPending) return <Spinner label="Carregando..." />;
  // Spec 2.8: any load failure shows the not-found screen.
  if (exam.isError) return <ExamNotFound message="A prova que você está procurando não existe ou foi removida." />;
  return <ExamView exam={exam.data} />;
}
