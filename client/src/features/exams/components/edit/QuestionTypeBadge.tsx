import { QUESTION_TYPE_LABELS, type BankQuestionType } from "@shared/constants";
import { TintBadge, type Tint } from "@/components/badges/TintBadge";

const TYPE_TINTS: Record<BankQuestionType, Tint> = { multiple_choice: "blue", essay: "violet", short_answer: "teal" };

export function QuestionTypeBadge({ type }: { type: BankQuestionType }) {
  return <TintBadge tint={TYPE_TINTS[type]}>{QUESTION_TYPE_LABELS[type]}</TintBadge>;
}
