import { queryOptions } from "@tanstack/react-query";
import type { StudentReport } from "@shared/types/learning";
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
