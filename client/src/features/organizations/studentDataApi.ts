import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StudentDataFormat } from "@shared/schemas/studentData";
import { api, downloadFile } from "@/lib/api";
import { organizationKeys } from "./api";

/** A student's data (LGPD, docs/product.md#194-student-data-and-the-audit-log), saved under the name the server gives it. */
export const downloadStudentData = (studentId: string, format: StudentDataFormat) =>
  downloadFile(`/api/students/${studentId}/data-export?format=${format}`, `dados-do-aluno.${format}`);

/** Erases a student: the roster (under the classes' key, with the class cards that count it) is read again. */
export function useEraseStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studentId: string) => api.post(`/api/students/${studentId}/erase`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.classes }),
  });
}
