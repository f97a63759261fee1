import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ExamQuestionsPreview } from "@shared/imports/examQuestions";
import type { InterchangeImportFormat } from "@shared/interchange/formats";
import type { ExamCreateInput, ExamUpdateInput, QuestionInput } from "@shared/schemas/exams";
import type { Exam, ExamListItem, ExamQuestion, ExamWithQuestions } from "@shared/types/exams";
import { api, apiFetch, withQuery } from "@/lib/api";

/** "Minhas provas" (what the caller manages) or "Provas da escola" (colleagues' exams shared with the caller's schools). */
export type ExamListView = "mine" | "school";

export interface ExamFilters {
  view?: ExamListView;
  search?: string;
  status?: string;
  page?: number;
  pageSize?: number;
}

export const examKeys = {
  all: ["/api/exams"] as const,
  list: (filters: ExamFilters) => ["/api/exams", "list", filters] as const,
  detail: (id: string) => ["/api/exams", "detail", id] as const,
};

export interface ExamPage {
  items: ExamListItem[];
  total: number;
}

/** One page of exams; the total comes in `X-Total-Count` (the list itself stays an array). */
async function fetchExamPage(filters: ExamFilters): Promise<ExamPage> {
  const response = await apiFetch("GET", withQuery("/api/exams", { ...filters }));
  const items = (await response.json()) as ExamListItem[];
  return { items, total: Number(response.headers.get("X-Total-Count") ?? items.length) };
}

export const examListQuery = (filters: ExamFilters) =>
  queryOptions({
    queryKey: examKeys.list(filters),
    queryFn: () => fetchExamPage(filters),
    placeholderData: keepPreviousData,
    // Other people's exams change too (a coordinator's view): a list older than 30 s is refreshed.
    staleTime: 30_000,
  });

export const examQuery = (id: string) =>
  queryOptions({
    queryKey: examKeys.detail(id),
    queryFn: () => api.get<ExamWithQuestions>(`/api/exams/${id}`),
  });

function useInvalidateExams() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: examKeys.all });
}

export function useCreateExam() {
  const onSuccess = useInvalidateExams();
  return useMutation({
    mutationFn: async (input: ExamCreateInput) => {
      const exam = await api.post<ExamWithQuestions>("/api/exams", input);
      // docs/architecture.md#4-http-api: an answer without an id is a failure.
      if (!exam?.id) throw new Error("Falha ao criar exame");
      return exam;
    },
    onSuccess,
  });
}

export function useUpdateExam() {
  const onSuccess = useInvalidateExams();
  return useMutation({
    mutationFn: ({ id, ...values }: ExamUpdateInput & { id: string }) => api.put<Exam>(`/api/exams/${id}`, values),
    onSuccess,
  });
}

export function useDeleteExam() {
  const onSuccess = useInvalidateExams();
  return useMutation({ mutationFn: (id: string) => api.delete(`/api/exams/${id}`), onSuccess });
}

export function usePublishExam() {
  const onSuccess = useInvalidateExams();
  return useMutation({ mutationFn: (id: string) => api.post<Exam>(`/api/exams/${id}/publish`), onSuccess });
}

export function useDuplicateExam() {
  const onSuccess = useInvalidateExams();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      api.post<ExamWithQuestions>(`/api/exams/${id}/duplicate`, { title }),
    onSuccess,
  });
}

/**
 * Removes a question from its exam: an own question is deleted (the server renumbers the rest),
 * a bank question is only taken out of the exam and stays in the bank.
 */
export function useDeleteQuestion() {
  const onSuccess = useInvalidateExams();
  return useMutation({
    mutationFn: (question: Pick<ExamQuestion, "id" | "examId" | "source">) =>
      api.delete(
        question.source === "bank"
          ? `/api/exams/${question.examId}/exam-questions/${question.id}`
          : `/api/questions/${question.id}`,
      ),
    onSuccess,
  });
}

export interface QrCode {
  examCode: string;
  qrCodeUrl: string;
  /** The address the code opens. */
  url: string;
}

export function useExamQrCode() {
  return useMutation({ mutationFn: (id: string) => api.post<QrCode>(`/api/exams/${id}/qrcode`) });
}

/**
 * `POST /api/imports/exam-questions`: the server reads an 'Importar Questões' file into drafts;
 * nothing is saved. `type` names an interchange format the file's bytes do not show.
 */
export function readExamQuestionsFile(file: File, type?: InterchangeImportFormat): Promise<ExamQuestionsPreview> {
  const body = new FormData();
  body.append("file", file);
  if (type) body.append("type", type);
  return api.post<ExamQuestionsPreview>("/api/imports/exam-questions", body);
}

/** `POST /api/exams/{id}/questions/import`: what came in, and each question left out with why. */
export interface ExamFileImport {
  questions: ExamQuestion[];
  leftOut: string[];
}

/**
 * A Moodle XML, GIFT, Aiken or QTI file into an exam: the file itself goes, as the server stores its
 * images with the questions, all in one go.
 */
export function useImportFileIntoExam() {
  const onSuccess = useInvalidateExams();
  return useMutation({
    mutationFn: ({ examId, file, type }: { examId: string; file: File; type?: InterchangeImportFormat }) => {
      const body = new FormData();
      body.append("file", file);
      if (type) body.append("type", type);
      return api.post<ExamFileImport>(`/api/exams/${examId}/questions/import`, body);
    },
    onSuccess,
  });
}

/** Questions added together (the CSV import): one request, so a failure leaves the exam as it was. */
export function useImportQuestionsIntoExam() {
  const onSuccess = useInvalidateExams();
  return useMutation({
    mutationFn: ({ examId, questions }: { examId: string; questions: QuestionInput[] }) =>
      api.post<ExamQuestion[]>(`/api/exams/${examId}/questions/batch`, { questions }),
    onSuccess,
  });
}
