import { ExamNotFound } from "../ExamNotFound";
import { useExamDetail } from "../useExamDetail";
import { OnlineExam } from "./OnlineExam";
import { OnlineExamSkeleton } from "./OnlineExamSkeleton";

/** /exams/{id}/online: for now always the teacher's preview (docs/product.md#78-online-preview). */
export function ExamOnlinePreview({ examId }: { examId: string }) {
  const { exam, isPending } = useExamDetail(examId);
  if (exam) return <OnlineExam exam={exam} preview />;
  if (isPending) return <OnlineExamSkeleton />;
  return <ExamNotFound message="A prova que você está procurando não existe ou foi removida." />;
}
