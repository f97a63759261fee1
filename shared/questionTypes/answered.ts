import type { QuestionResponse } from "./response";

/**
 * Whether a response says anything: nothing marked, paired or ordered is no answer (blank), while
 * a sum or a value, even 0, is one. Scoring and the student page's count of answered questions
 * read it alike.
 */
export function isResponseGiven(response: QuestionResponse | null | undefined): boolean {
  if (!response) return false;
  if ("selected" in response) return response.selected.length > 0;
  if ("marks" in response) return Object.keys(response.marks).length > 0;
  if ("pairs" in response) return Object.keys(response.pairs).length > 0;
  if ("order" in response) return response.order.length > 0;
  return true;
}
