import { useParams } from "wouter";
import { ExamEditor } from "@/features/exams/components/edit/ExamEditor";
import { printExam } from "@/features/exams/printExam";

export default function ExamEditPage() {
  const { id } = useParams<{ id: string }>();
  return <ExamEditor key={id} examId={id} onExportPdf={(exam) => printExam(exam)} />;
}
