import { QUESTION_TYPE_LABELS, type BankQuestionType } from "@shared/constants";
import { Badge } from "@/components/ui/badge";

const TYPE_COLORS: Record<BankQuestionType, string> = {
  multiple_choice: "border-blue-200 bg-blue-50 text-blue-800",
  essay: "border-violet-200 bg-violet-50 text-violet-800",
  short_answer: "border-teal-200 bg-teal-50 text-teal-800",
};

export function QuestionTypeBadge({ type }: { type: BankQuestionType }) {
  return (
    <Badge variant="outline" className={TYPE_COLORS[type]}>
      {QUESTION_TYPE_LABELS[type]}
    </Badge>
  );
}
