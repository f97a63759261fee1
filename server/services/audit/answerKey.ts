import type { QuestionType } from "../../../shared/constants";
import type { AuditDetails } from "../../../shared/types/audit";
import { keyText } from "../../../shared/questionTypes/keyText";
import { hasSpec, typedSpec } from "../../../shared/questionTypes/spec";

type KeyedOption = { optionLetter: string; isCorrect: boolean };
/** A question as its key is read: the letters marked correct, or its spec's key in words ("V F F V"). */
export type KeyedQuestion = { questionType: QuestionType; answerSpec: unknown; options: KeyedOption[] };

/** The letters marked correct, in order: the question's answer key. */
const answerKeyOf = ({ questionType, answerSpec, options }: KeyedQuestion) =>
  hasSpec(questionType) && answerSpec
    ? [keyText(typedSpec(questionType, answerSpec))]
    : options
        .filter((option) => option.isCorrect)
        .map((option) => option.optionLetter)
        .sort();

const shown = (key: string[]) => (key.length > 0 ? key.join(", ") : "nenhuma");

/**
 * What an answer key change looks like in the audit log, from the options before and after a
 * write; undefined when the key stayed the same (a new text, a wrong option added).
 */
export function answerKeyChange(
  before: KeyedQuestion,
  after: KeyedQuestion,
): { before: AuditDetails; after: AuditDetails; change: string } | undefined {
  const [was, is] = [answerKeyOf(before), answerKeyOf(after)];
  if (was.join() === is.join()) return undefined;
  return { before: { answerKey: was }, after: { answerKey: is }, change: `de ${shown(was)} para ${shown(is)}` };
}
