import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { EssayGradeInput, ResultsExportFormat } from "@shared/schemas/results";
import type { DescriptorReport, ItemAnalysis } from "@shared/types/analysis";
import type { AnswerSheet, ApplicationResults, EssayGradingList } from "@shared/types/results";
import { api, downloadFile } from "@/lib/api";

/** Every key starts with the application, so one write can refresh all of its figures at once. */
export const resultKeys = {
  all: ["/api/applications", "results"] as const,
  ofApplication: (applicationId: string) => ["/api/applications", "results", applicationId] as const,
  results: (applicationId: string) => [...resultKeys.ofApplication(applicationId), "summary"] as const,
  sheet: (applicationId: string, attemptId: string) => [...resultKeys.ofApplication(applicationId), "sheet", attemptId] as const,
  essays: (applicationId: string) => [...resultKeys.ofApplication(applicationId), "essays"] as const,
  itemAnalysis: (applicationId: string) => [...resultKeys.ofApplication(applicationId), "item-analysis"] as const,
  descriptors: (applicationId: string) => [...resultKeys.ofApplication(applicationId), "descriptors"] as const,
};

const base = (applicationId: string) => `/api/applications/${applicationId}`;

export const resultsQuery = (applicationId: string) =>
  queryOptions({
    queryKey: resultKeys.results(applicationId),
    queryFn: () => api.get<ApplicationResults>(`${base(applicationId)}/results`),
  });

export const answerSheetQuery = (applicationId: string, attemptId: string) =>
  queryOptions({
    queryKey: resultKeys.sheet(applicationId, attemptId),
    queryFn: () => api.get<AnswerSheet>(`${base(applicationId)}/attempts/${attemptId}/sheet`),
  });

export const essaysQuery = (applicationId: string) =>
  queryOptions({
    queryKey: resultKeys.essays(applicationId),
    queryFn: () => api.get<EssayGradingList>(`${base(applicationId)}/essays`),
  });

export const itemAnalysisQuery = (applicationId: string) =>
  queryOptions({
    queryKey: resultKeys.itemAnalysis(applicationId),
    queryFn: () => api.get<ItemAnalysis>(`${base(applicationId)}/item-analysis`),
  });

export const descriptorsQuery = (applicationId: string) =>
  queryOptions({
    queryKey: resultKeys.descriptors(applicationId),
    queryFn: () => api.get<DescriptorReport>(`${base(applicationId)}/descriptors`),
  });

/** A grade or an annulment moves scores everywhere: the results, the sheets, the essays list and the analyses. */
function useResultsWrite<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resultKeys.all }),
  });
}

export interface GradeInput extends EssayGradeInput {
  attemptId: string;
  questionId: string;
}

export const useGradeAnswer = (applicationId: string) =>
  useResultsWrite(({ attemptId, questionId, score, comment }: GradeInput) =>
    api.put<AnswerSheet>(`${base(applicationId)}/attempts/${attemptId}/answers/${questionId}/grade`, { score, comment }),
  );

export interface AnnulInput {
  questionId: string;
  /** True to annul, false to undo it. */
  annul: boolean;
}

export const useAnnulQuestion = (examId: string) =>
  useResultsWrite(({ questionId, annul }: AnnulInput) => {
    const path = `/api/exams/${examId}/questions/${questionId}/annul`;
    return annul
      ? api.post<{ annulled: boolean; changedAttempts: number }>(path)
      : api.delete<{ annulled: boolean; changedAttempts: number }>(path);
  });

export interface AcceptedAnswerInput {
  questionId: string;
  /** A short answer the rule refused, to accept from now on for everyone who gives it. */
  answer: string;
}

export const useAcceptAnswer = (examId: string) =>
  useResultsWrite(({ questionId, answer }: AcceptedAnswerInput) =>
    api.post<{ accepted: string[]; rescoredAttempts: number }>(`/api/exams/${examId}/questions/${questionId}/accepted-answers`, {
      answer,
    }),
  );

/** Downloads the results table as a spreadsheet. */
export const downloadResults = (applicationId: string, format: ResultsExportFormat, examCode: string) =>
  downloadFile(`${base(applicationId)}/results/export?format=${format}`, `resultados-${examCode}.${format}`);
