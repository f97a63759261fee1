import type { QuestionResponse } from "@shared/questionTypes/response";
import type { StudentSpec } from "@shared/questionTypes/studentView";

/**
 * A change to a question's `response`: null clears it. `typing` marks a change made key by key (a
 * number, a typed sum), which the student page sends after a pause rather than at once.
 */
export type ResponseChange = (response: QuestionResponse | null, typing: boolean) => void;

export { isResponseGiven } from "@shared/questionTypes/answered";
export { partLetter as letterOf, propositionNumber } from "@shared/questionTypes/labels";

/** A sum as the student writes it on the answer sheet: two digits. */
export const twoDigits = (sum: number) => String(sum).padStart(2, "0");

/** What every answer component takes; without `onChange` it is shown read-only (the staff preview). */
export interface AnswerProps {
  /** The question's id, to make the ids of the controls unique on the page. */
  questionId: string;
  spec: StudentSpec;
  response: QuestionResponse | null;
  onChange?: ResponseChange;
  /** The ids of what names the question (its title and text), for the controls' group. */
  labelledBy: string;
}
