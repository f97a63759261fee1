import type { QuestionType } from "@shared/constants";
import { answersOf, hasSpec, partsOf, type AnswerSpec } from "@shared/questionTypes/spec";
import { keyOf } from "./specKey";
import { SpecKeyLine, SpecParts } from "./SpecParts";

/** A stored question's parts with the key marked and the key in words, for staff (the exam's page, the bank's cards). */
export function AnswerSpecView({
  questionType,
  answerSpec,
  label,
  withParts = true,
}: {
  questionType: QuestionType;
  answerSpec: AnswerSpec | null;
  /** Names the list of parts ("Itens da questão 3"). */
  label: string;
  /** Off: the key in words alone, where a list shows many questions. */
  withParts?: boolean;
}) {
  if (!hasSpec(questionType) || !answerSpec) return null;
  const unit = "unit" in answerSpec ? answerSpec.unit : null;
  return (
    <div className="space-y-3">
      {withParts && (
        <SpecParts
          type={questionType}
          spec={{ parts: partsOf(answerSpec), answers: answersOf(answerSpec), unit }}
          reveal
          label={label}
        />
      )}
      <SpecKeyLine keyLine={keyOf(questionType, answerSpec)} className="rounded-md bg-green-50 px-3 py-2 text-green-900" />
    </div>
  );
}
