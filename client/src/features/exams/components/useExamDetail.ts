import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api";
import { examQuery } from "../api";

const LOAD_FAILED = "Não foi possível carregar os dados da prova.";

/** A malformed id is refused (400) before any lookup: for the reader that is a missing exam as well. */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * One exam with its questions, for the edit and online screens. A missing exam is a normal outcome
 * (a stale link) and gets no toast; any other failure toasts once (docs/product.md#74-exam-page).
 */
export function useExamDetail(id: string) {
  const query = useQuery({
    ...examQuery(id),
    // Asking again cannot turn a 4xx into an exam; it only delays the answer.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
  const failed = query.isError && !isMissing(query.error);

  useEffect(() => {
    if (failed) toast({ title: "Erro", description: LOAD_FAILED, variant: "destructive" });
  }, [failed]);

  return { exam: query.data, isPending: query.isPending };
}
