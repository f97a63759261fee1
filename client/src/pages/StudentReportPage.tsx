import { useState } from "react";
import { useParams } from "wouter";
import type { StudentExamResult } from "@shared/types/learning";
import { StudentReportView } from "@/features/learning/components/StudentReportView";
import { AnswerSheetDialog } from "@/features/results/components/AnswerSheetDialog";

export default function StudentReportPage() {
  const { id } = useParams<{ id: string }>();
  const [sheet, setSheet] = useState<StudentExamResult | null>(null);
  return (
    <>
      <StudentReportView studentId={id} onOpenSheet={setSheet} />
      {sheet && (
        <AnswerSheetDialog applicationId={sheet.applicationId} attemptId={sheet.attemptId} onClose={() => setSheet(null)} />
      )}
    </>
  );
}
