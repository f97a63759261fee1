import type { ExamApplication } from "@shared/types/applications";
import type { ExamListItem } from "@shared/types/exams";

/** Why the exam cannot be applied at all yet, online or on paper, if it cannot; the server refuses the same cases (409). */
export function notApplicableReason(exam: Pick<ExamListItem, "status" | "questionCount">): string | null {
  if (exam.status === "draft") return "Publique a prova para aplicá-la online.";
  if (exam.questionCount === 0) return "Adicione questões à prova para aplicá-la online.";
  return null;
}

/** Why the exam cannot be applied online, if it cannot; it may still be applied on paper (the server agrees). */
export function notOnlineReason(exam: Pick<ExamListItem, "isOnline">): string | null {
  return exam.isOnline ? null : "Esta prova não está marcada como online. Edite a prova e marque a opção online para aplicá-la.";
}

/** How many students the application's classes hold, whether or not they entered. */
export const rosterSize = (application: Pick<ExamApplication, "classes">) =>
  application.classes.reduce((sum, schoolClass) => sum + schoolClass.studentCount, 0);
