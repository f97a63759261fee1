import type { StudentDataExport } from "../../shared/types/studentData";
import type { StudentData } from "../services/students/dataExport";
import { isoOrNull } from "./dates";

export function presentStudentDataExport(data: StudentData): StudentDataExport {
  return {
    generatedAt: data.generatedAt.toISOString(),
    student: { ...data.student, createdAt: data.student.createdAt.toISOString() },
    attempts: data.attempts.map((attempt) => ({
      ...attempt,
      applicationStartsAt: attempt.applicationStartsAt.toISOString(),
      applicationEndsAt: attempt.applicationEndsAt.toISOString(),
      startedAt: attempt.startedAt.toISOString(),
      submittedAt: isoOrNull(attempt.submittedAt),
      answers: attempt.answers.map((answer) => ({ ...answer, answeredAt: answer.answeredAt.toISOString() })),
    })),
    accessHistory: data.accessHistory.map((entry) => ({
      ...entry,
      startedAt: entry.startedAt.toISOString(),
      submittedAt: isoOrNull(entry.submittedAt),
    })),
  };
}
