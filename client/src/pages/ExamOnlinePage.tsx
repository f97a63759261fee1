import { useParams } from "wouter";
import { ExamOnlinePreview } from "@/features/exams/components/online/ExamOnlinePreview";

export default function ExamOnlinePage() {
  const { id } = useParams<{ id: string }>();
  return <ExamOnlinePreview key={id} examId={id} />;
}
