import { answersOf, partsOf, type SpecType } from "./spec";

/**
 * What a student sees of a question's spec: the parts' texts in the attempt's order (options and
 * ordering items shuffled where the attempt says), the second column of a matching, the unit of a
 * numeric answer. Never a key: no `correct`, no `match`, no value, no accepted answer.
 */
export interface StudentSpec {
  parts: Array<{ id: string; text: string }>;
  answers: Array<{ id: string; text: string }>;
  unit: string | null;
}

/** `order`: the part ids as this attempt shows them (the stored order when absent). */
export function studentSpecOf(questionType: SpecType, spec: unknown, order?: readonly string[]): StudentSpec {
  const plain = (items: Array<{ id: string; text: string }>) => items.map(({ id, text }) => ({ id, text }));
  const parts = plain(partsOf(spec));
  const byId = new Map(parts.map((part) => [part.id, part]));
  const ordered = order ? order.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])) : parts;
  return {
    parts: ordered.length === parts.length ? ordered : parts,
    answers: plain(answersOf(spec)),
    unit: questionType === "numeric" ? ((spec as { unit?: string | null }).unit ?? null) : null,
  };
}

/** Whether the attempt shuffles this type's parts: always an ordering (its order is the key), options when the application shuffles. */
export const shufflesParts = (questionType: SpecType, shuffleOptions: boolean) =>
  questionType === "ordering" || (shuffleOptions && questionType === "multiple_response");
