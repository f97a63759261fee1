import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { BankOrigin, QuestionType, BankVisibility, DifficultyLevel } from "@shared/constants";
import type { BankItemUpdateValues, BankItemValues } from "@shared/schemas/questionBank";
import type { BankImportResult, BankItem } from "@shared/types/questionBank";
import type { InterchangeExportFormat, InterchangeImportFormat } from "@shared/interchange/formats";
import { api, apiFetch, withQuery } from "@/lib/api";
import { downloadInterchange, type LeftOut } from "@/lib/interchange";
import { examKeys } from "@/features/exams/api";

/** The list filters of `GET /api/question-bank` (see `bankListQuerySchema`); empty ones are left out. */
export interface BankFilters {
  /** Whose items: the caller's own, colleagues' of their schools, or shared with the network. */
  origin?: BankOrigin;
  subject?: string;
  gradeLevelId?: string;
  difficultyLevel?: DifficultyLevel;
  questionType?: QuestionType;
  search?: string;
  tag?: string;
  excludeExamId?: string;
  page?: number;
  pageSize?: number;
}

export const bankKeys = {
  all: ["/api/question-bank"] as const,
  list: (filters: BankFilters) => ["/api/question-bank", "list", filters] as const,
  detail: (id: string) => ["/api/question-bank", "detail", id] as const,
};

export interface BankPage {
  items: BankItem[];
  total: number;
  /** A search counts at most 1000 matches; past that the total only means "more than 1000". */
  capped: boolean;
}

/** The response itself, not only its JSON: the total travels in headers. */
async function fetchBankPage(filters: BankFilters): Promise<BankPage> {
  const response = await apiFetch("GET", withQuery("/api/question-bank", { ...filters }));
  const items = (await response.json()) as BankItem[];
  return {
    items,
    total: Number(response.headers.get("X-Total-Count") ?? items.length),
    capped: response.headers.get("X-Total-Count-Capped") === "true",
  };
}

export const bankListQuery = (filters: BankFilters) =>
  queryOptions({
    queryKey: bankKeys.list(filters),
    queryFn: () => fetchBankPage(filters),
    placeholderData: keepPreviousData,
    // The bank is shared by every teacher, so a list older than 30 s is fetched again.
    staleTime: 30_000,
  });

export const bankItemQuery = (id: string) =>
  queryOptions({
    queryKey: bankKeys.detail(id),
    queryFn: () => api.get<BankItem>(`/api/question-bank/${id}`),
    retry: false,
  });

function useInvalidateBank() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bankKeys.all });
}

export function useCreateBankItem() {
  const onSuccess = useInvalidateBank();
  return useMutation({ mutationFn: (input: BankItemValues) => api.post<BankItem>("/api/question-bank", input), onSuccess });
}

export function useUpdateBankItem() {
  const onSuccess = useInvalidateBank();
  return useMutation({
    mutationFn: ({ id, ...changes }: BankItemUpdateValues & { id: string }) =>
      // `rescoredAttempts`: handed-in exams whose score a changed key moved.
      api.put<BankItem & { rescoredAttempts?: number }>(`/api/question-bank/${id}`, changes),
    onSuccess,
  });
}

export function useDeleteBankItem() {
  const onSuccess = useInvalidateBank();
  return useMutation({ mutationFn: (id: string) => api.delete(`/api/question-bank/${id}`), onSuccess });
}

export interface BankImportInput {
  file: File;
  /** Who reads the imported items (the server's default is the author's schools). */
  visibility: BankVisibility;
  /** An interchange format the file's bytes do not show, as the teacher named it. */
  type?: InterchangeImportFormat;
  /** A PDF or an interchange file does not say our subjects and grades, so these say what its questions are. */
  defaults?: QuestionDefaults;
}

/** What every question of a file without columns is filed under. */
export interface QuestionDefaults {
  subject: string;
  grade: string;
  difficulty: DifficultyLevel;
}

/** `POST /api/question-bank/bulk-import`, multipart: the server tells the file's kind from its bytes. */
function postBankImport(input: BankImportInput): Promise<BankImportResult> {
  const body = new FormData();
  body.append("file", input.file);
  body.append("visibility", input.visibility);
  if (input.type) body.append("type", input.type);
  if (input.defaults) {
    if (input.defaults.subject) body.append("subject", input.defaults.subject);
    if (input.defaults.grade) body.append("grade", input.defaults.grade);
    body.append("difficulty", input.defaults.difficulty);
  }
  return api.post<BankImportResult>("/api/question-bank/bulk-import", body);
}

export function useBankImport() {
  const onSuccess = useInvalidateBank();
  return useMutation({ mutationFn: postBankImport, onSuccess });
}

/** `POST /api/question-bank/export`: the chosen items as one file; answers the ones the format left out. */
export function exportBankItems(ids: string[], format: InterchangeExportFormat): Promise<LeftOut> {
  return downloadInterchange("/api/question-bank/export", format, "questoes-banco", { method: "POST", body: { ids, format } });
}

export interface AddToExamInput {
  examId: string;
  /** In selection order: the first becomes question `existingCount + 1`. */
  items: BankItem[];
  existingCount: number;
  /** Told after each link, so a failure halfway leaves the caller knowing which ones are in. */
  onAdded?: (item: BankItem) => void;
}

/**
 * Places bank items in an exam, one link each, in order (docs/product.md#95-adding-bank-questions-to-an-exam). One
 * request at a time keeps the order numbers as chosen and stops at the first refusal.
 */
export function useAddToExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ examId, items, existingCount, onAdded }: AddToExamInput) => {
      for (const [index, item] of items.entries()) {
        await api.post(`/api/exams/${examId}/exam-questions`, {
          questionId: item.id,
          questionOrder: existingCount + index + 1,
          points: item.points ?? 1,
        });
        onAdded?.(item);
      }
      return items.length;
    },
    // A list fetched while the links are being made would answer with the exam half filled: none is kept.
    onMutate: () => queryClient.cancelQueries({ queryKey: bankKeys.all }),
    // Also after a partial failure: the exam and the picker's "not in this exam" list have changed.
    // The lists are reset, not only marked stale, so no list shows an item already placed while it refetches.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: examKeys.all }),
        queryClient.resetQueries({ queryKey: bankKeys.all }),
      ]),
  });
}
