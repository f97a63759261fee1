import { useParams } from "wouter";
import { ClassReportView } from "@/features/learning/components/ClassReportView";

export default function ClassReportPage() {
  const { id } = useParams<{ id: string }>();
  return <ClassReportView classId={id} />;
}
