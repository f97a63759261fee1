import type { QuestionType } from "@shared/constants";
import { keyText } from "@shared/questionTypes/keyText";
import { hasSpec, parseAnswerSpec, typedSpec, type SpecType } from "@shared/questionTypes/spec";

/** The types whose key reads from the parts' marks alone: it can be shown while texts are still blank. */
const MARKED: readonly SpecType[] = ["multiple_response", "true_false", "right_wrong", "summation", "ordering"];
/** The types whose key is the parts chosen among others. */
const CHOSEN: readonly SpecType[] = ["multiple_response", "summation"];

/**
 * A question's key in words (shared keyText), or null when the spec does not make one yet (no
 * value, an item without its answer). While texts are being written the marks still give the
 * key, so the teacher sees "Soma: 120" beside the message that it passes 99.
 */
export function keyOf(questionType: QuestionType, input: unknown): string | null {
  if (!hasSpec(questionType)) return null;
  // Nothing marked is no key yet (keyText would write "Soma: 00 ()").
  const parts = (input as { parts?: Array<{ correct?: boolean }> } | null)?.parts ?? [];
  if (CHOSEN.includes(questionType) && !parts.some((part) => part.correct)) return null;
  const parsed = parseAnswerSpec(questionType, input);
  if (parsed.success && parsed.data) return keyText(typedSpec(questionType, parsed.data)) || null;
  if (!MARKED.includes(questionType)) return null;
  const marked = { parts: parts.map((part) => ({ id: "", text: "", correct: part.correct === true })), scoring: "partial" };
  return keyText(typedSpec(questionType, marked)) || null;
}
