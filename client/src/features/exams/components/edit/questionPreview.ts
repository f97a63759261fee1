import { textOf } from "@shared/richText";
import type { ExamQuestion } from "@shared/types/exams";
import { keyOf } from "@/components/questionSpec/specKey";

const PREVIEW_LENGTH = 100;

/** The first 100 characters of a question's text without markup (docs/product.md#75-editing-an-exam). */
export function questionPreview(html: string): string {
  const text = textOf(html);
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}…` : text;
}

/** The key in words for the edit list ("B", "V F F V", "Soma: 11 (01 + 02 + 08)"); an essay has none. */
export function questionKey(question: Pick<ExamQuestion, "questionType" | "answerSpec" | "options">): string | null {
  if (question.questionType === "multiple_choice")
    return question.options.find((option) => option.isCorrect)?.optionLetter ?? null;
  return keyOf(question.questionType, question.answerSpec);
}
