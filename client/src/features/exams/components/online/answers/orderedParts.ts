import type { QuestionResponse } from "@shared/questionTypes/response";

/**
 * The item ids in the order to show: the student's saved order where there is one, else the order
 * the attempt gives. An id the question no longer has is dropped and one missing goes last, so
 * the list always holds each item once.
 */
export function orderedParts(partIds: string[], response: QuestionResponse | null): string[] {
  const saved = response && "order" in response ? response.order : [];
  const known = new Set(partIds);
  const kept = saved.filter((id, index) => known.has(id) && saved.indexOf(id) === index);
  return [...kept, ...partIds.filter((id) => !kept.includes(id))];
}

/** `order` with the item at `from` taken out and put back at `to`. */
export function moved(order: string[], from: number, to: number): string[] {
  const next = [...order];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
