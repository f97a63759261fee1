import type { StudentReport } from "../../shared/types/learning";
import type { StudentLearning } from "../services/learning/studentReport";

export function presentStudentReport(report: StudentLearning): StudentReport {
  const { schoolId: _schoolId, ...student } = report.student;
  return {
    student,
    exams: report.exams.map((exam) => ({ ...exam, submittedAt: exam.submittedAt.toISOString() })),
    averagePercentage: report.averagePercentage,
    skills: report.skills,
  };
}
