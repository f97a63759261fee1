import type { QuestionType } from "@shared/constants";
import { FieldError } from "@/components/FieldError";
import { JudgedPartsFields } from "./JudgedPartsFields";
import { MatchingFields } from "./MatchingFields";
import { NumericFields } from "./NumericFields";
import { OrderingFields } from "./OrderingFields";
import { ShortAnswerFields } from "./ShortAnswerFields";
import { ownMessage, useErrorAt } from "./specErrors";
import type { SpecFieldsProps } from "./specFieldsProps";
import { SpecPreview } from "./SpecPreview";

function TypeFields({ type, ...props }: SpecFieldsProps & { type: QuestionType }) {
  switch (type) {
    case "multiple_response":
    case "true_false":
    case "right_wrong":
    case "summation":
      return <JudgedPartsFields type={type} {...props} />;
    case "matching":
      return <MatchingFields {...props} />;
    case "ordering":
      return <OrderingFields {...props} />;
    case "numeric":
      return <NumericFields {...props} />;
    case "short_answer":
      return <ShortAnswerFields {...props} />;
    default:
      return null;
  }
}

/**
 * The parts, key and rule of a question whose type keeps them in `answerSpec`, with the student's
 * preview and the key in words under them. The exam's question cards and the bank's form both
 * use it, at their own path (`name`); `textName` is the question's text, for the preview.
 */
export function SpecFields({ type, textName, ...props }: SpecFieldsProps & { type: QuestionType; textName: string }) {
  const message = ownMessage(useErrorAt(props.name));
  return (
    <div className="space-y-5" data-spec-fields={type}>
      <TypeFields type={type} {...props} />
      <FieldError message={message} />
      <SpecPreview type={type} textName={textName} name={props.name} questionLabel={props.questionLabel} />
    </div>
  );
}
