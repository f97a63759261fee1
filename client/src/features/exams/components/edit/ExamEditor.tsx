import { PageHeader } from "@/components/PageHeader";
import { useCurrentUser } from "@/lib/auth";
import { can } from "@/lib/permissions";
import { BackToExams } from "./BackToExams";
import { ExamDetailsForm } from "./ExamDetailsForm";
import { ExamEditSkeleton } from "./ExamEditSkeleton";
import { ExamNotFound } from "../ExamNotFound";
import { ExamStatusCard } from "./ExamStatusCard";
import { QuestionsCard } from "./QuestionsCard";
import { QuickActionsCard } from "./QuickActionsCard";
import { ReadOnlyExam } from "./ReadOnlyExam";
import { useExamDetail } from "../useExamDetail";

/** The edit screen of docs/product.md#75-editing-an-exam: the exam's fields and questions, with its status and shortcuts beside. */
export function ExamEditor({ examId }: { examId: string }) {
  const { exam, isPending } = useExamDetail(examId);
  const user = useCurrentUser();

  if (!exam && !isPending) return <ExamNotFound message="A prova que você está tentando editar não existe." />;
  if (exam && !can.editExam(user, exam)) {
    return (
      <div className="mx-auto max-w-7xl">
        <BackToExams />
        <ReadOnlyExam exam={exam} />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl">
      <BackToExams />
      <PageHeader title="Editar Prova" description="Altere os dados e as questões da prova." />
      {exam ? (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_16rem] xl:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-6">
            <ExamDetailsForm key={exam.id} exam={exam} />
            <QuestionsCard exam={exam} />
          </div>
          <div className="space-y-6">
            <ExamStatusCard exam={exam} />
            <QuickActionsCard exam={exam} />
          </div>
        </div>
      ) : (
        <ExamEditSkeleton />
      )}
    </div>
  );
}
