import { useMutation, useQueryClient } from "@tanstack/react-query";
import { EXAM_APPLIED_CODE } from "@shared/examApplication";
import type { QuestionInput } from "@shared/schemas/exams";
import type { ExamQuestion, ExamWithQuestions } from "@shared/types/exams";
import { ApiError, api } from "@/lib/api";
import { examKeys } from "./api";

/** The server refused a change because the exam was already applied (its message says what to do). */
export function isExamAppliedRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && error.body?.code === EXAM_APPLIED_CODE;
}

/** `PUT /api/questions/{id}`: an exam's own question, options replaced by those sent. */
export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...values }: QuestionInput & { id: string }) =>
      api.put<ExamQuestion & { rescoredAttempts?: number }>(`/api/questions/${id}`, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examKeys.all }),
  });
}

/** `POST /api/exams/{id}/questions`: a new own question, after the exam's last. */
export function useAddQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ examId, ...values }: QuestionInput & { examId: string }) =>
      api.post<ExamQuestion>(`/api/exams/${examId}/questions`, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examKeys.all }),
  });
}

/**
 * `PUT /api/exams/{id}/question-order`: the whole order at once. The page shows the new order at
 * once; a refusal puts the old one back.
 */
export function useSetQuestionOrder(examId: string) {
  const queryClient = useQueryClient();
  const key = examKeys.detail(examId);
  return useMutation({
    mutationFn: (questions: ExamQuestion[]) =>
      api.put<ExamWithQuestions>(`/api/exams/${examId}/question-order`, {
        items: questions.map((question) => ({ source: question.source, id: question.id })),
      }),
    onMutate: async (questions) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ExamWithQuestions>(key);
      if (previous) {
        const renumbered = questions.map((question, index) => ({ ...question, questionOrder: index + 1 }));
        queryClient.setQueryData<ExamWithQuestions>(key, { ...previous, questions: renumbered });
      }
      return { previous };
    },
    onError: (_error, _questions, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (exam) => queryClient.setQueryData(key, exam),
  });
}
