import type { ExamApplication } from "@shared/types/applications";
import type { ExamListItem } from "@shared/types/exams";

/** Why the exam cannot be applied yet, if it cannot; the server refuses the same cases (409). */
export function notApplicableReason(exam: Pick<ExamListItem, "status" | "isOnline" | "questionCount">): string | null {
  if (exam.status === "draft") return "Publique a prova para aplicá-la online.";
  if (!exam.isOnline) return "Esta prova não está marcada como online. Edite a prova e marque a opção online para aplicá-la.";
  if (exam.questionCount === 0) return "Adicione questões à prova para aplicá-la online.";
  return null;
}

/** How many students the application's classes hold, whether or not they entered. */
export const rosterSize = (application: Pick<ExamApplication, "classes">) =>
  application.classes.reduce((sum, schoolClass) => sum + schoolClass.studentCount, 0);
