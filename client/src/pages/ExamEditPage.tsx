import { useParams } from "wouter";
import { ExamEditor } from "@/features/exams/components/edit/ExamEditor";

export default function ExamEditPage() {
  const { id } = useParams<{ id: string }>();
  return <ExamEditor key={id} examId={id} />;
}
