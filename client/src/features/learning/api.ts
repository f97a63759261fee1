import { queryOptions } from "@tanstack/react-query";
import type { ClassReport, ExamReport, SchoolReport, StudentReport } from "@shared/types/learning";
import type { TermSettingsResponse } from "@shared/types/settings";
import { api, downloadFile } from "@/lib/api";

export const learningKeys = {
  student: (studentId: string) => ["/api/students", studentId, "report"] as const,
};

export const studentReportQuery = (studentId: string) =>
  queryOptions({
    queryKey: learningKeys.student(studentId),
    queryFn: () => api.get<StudentReport>(`/api/students/${studentId}/report`),
  });

/** The boletim de avaliações (one A4 page), saved under the name the server gives it. */
export const downloadBoletim = (studentId: string) => downloadFile(`/api/students/${studentId}/report/pdf`, "boletim.pdf");

export const termSettingsQuery = queryOptions({
  queryKey: ["/api/settings/terms"] as const,
  queryFn: () => api.get<TermSettingsResponse>("/api/settings/terms"),
  staleTime: 5 * 60_000,
});

export interface ClassReportFilter {
  year: number;
  term: number;
  passingGrade: number;
}

export const classReportQuery = (classId: string, filter: ClassReportFilter) =>
  queryOptions({
    queryKey: ["/api/classes", classId, "report", filter] as const,
    queryFn: () =>
      api.get<ClassReport>(
        `/api/classes/${classId}/report?year=${filter.year}&term=${filter.term}&passingGrade=${filter.passingGrade}`,
      ),
    placeholderData: (previous) => previous,
  });

export const examReportQuery = (examId: string) =>
  queryOptions({
    queryKey: ["/api/exams", examId, "report"] as const,
    queryFn: () => api.get<ExamReport>(`/api/exams/${examId}/report`),
  });

/** The exam across its schools and classes as a workbook. */
export const downloadExamReport = (examId: string) => downloadFile(`/api/exams/${examId}/report/export`, "relatorio.xlsx");

export interface SchoolReportFilter {
  year: number;
  term: number;
  /** Empty: every grade level, every subject. */
  gradeLevelId: string;
  subject: string;
}

const schoolReportSearch = (filter: SchoolReportFilter) => {
  const search = new URLSearchParams({ year: String(filter.year), term: String(filter.term) });
  if (filter.gradeLevelId) search.set("gradeLevelId", filter.gradeLevelId);
  if (filter.subject) search.set("subject", filter.subject);
  return search.toString();
};

export const schoolReportQuery = (schoolId: string, filter: SchoolReportFilter) =>
  queryOptions({
    queryKey: ["/api/schools", schoolId, "report", filter] as const,
    queryFn: () => api.get<SchoolReport>(`/api/schools/${schoolId}/report?${schoolReportSearch(filter)}`),
    placeholderData: (previous) => previous,
  });

/** The school's skills, weakest first, as a workbook. */
export const downloadSchoolReport = (schoolId: string, filter: SchoolReportFilter) =>
  downloadFile(`/api/schools/${schoolId}/report/export?${schoolReportSearch(filter)}`, "descritores.xlsx");
