import { QUESTION_TYPE_LABELS, type QuestionType } from "@shared/constants";
import { TintBadge, type Tint } from "@/components/badges/TintBadge";

// Eight tints for ten types, so families share one: options to mark (one or several) blue, statements
// judged one by one (V/F, C/E) amber, answers typed (a number, a short text) teal; the name tells them apart.
const TYPE_TINTS: Record<QuestionType, Tint> = {
  multiple_choice: "blue",
  essay: "violet",
  multiple_response: "blue",
  true_false: "amber",
  right_wrong: "amber",
  summation: "green",
  numeric: "teal",
  matching: "purple",
  ordering: "slate",
  short_answer: "teal",
};

export function QuestionTypeBadge({ type }: { type: QuestionType }) {
  return <TintBadge tint={TYPE_TINTS[type]}>{QUESTION_TYPE_LABELS[type]}</TintBadge>;
}
