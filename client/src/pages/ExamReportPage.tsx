import { useParams } from "wouter";
import { ExamReportView } from "@/features/learning/components/ExamReportView";

export default function ExamReportPage() {
  const { id } = useParams<{ id: string }>();
  return <ExamReportView examId={id} />;
}
