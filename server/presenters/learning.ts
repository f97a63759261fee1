import type { ClassReport, SchoolReport, StudentReport } from "../../shared/types/learning";
import type { ClassLearning } from "../services/learning/classReport";
import type { SchoolLearning } from "../services/learning/schoolReport";
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

export function presentClassReport(report: ClassLearning): ClassReport {
  return { ...report, exams: report.exams.map((exam) => ({ ...exam, startsAt: exam.startsAt.toISOString() })) };
}

/** Already in the response's shape: the presenter holds the service to it. */
export const presentSchoolReport = (report: SchoolLearning): SchoolReport => report;
