import { JudgedAnswer } from "./JudgedAnswer";
import { MatchingAnswer } from "./MatchingAnswer";
import { MultipleResponseAnswer } from "./MultipleResponseAnswer";
import { NumericAnswer } from "./NumericAnswer";
import { OrderingAnswer } from "./OrderingAnswer";
import type { AnswerProps } from "./responses";
import { SummationAnswer } from "./SummationAnswer";

/** The types answered with a `response` (a short answer is a text, as an essay). */
export type ResponseType = "multiple_response" | "true_false" | "right_wrong" | "summation" | "numeric" | "matching" | "ordering";

/** The controls of a question answered with a `response`, by its type. */
export function SpecAnswer({ type, ...props }: AnswerProps & { type: ResponseType }) {
  switch (type) {
    case "multiple_response":
      return <MultipleResponseAnswer {...props} />;
    case "true_false":
    case "right_wrong":
      return <JudgedAnswer kind={type} {...props} />;
    case "summation":
      return <SummationAnswer {...props} />;
    case "numeric":
      return <NumericAnswer {...props} />;
    case "matching":
      return <MatchingAnswer {...props} />;
    case "ordering":
      return <OrderingAnswer {...props} />;
  }
}
