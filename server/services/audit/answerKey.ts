import type { AuditDetails } from "../../../shared/types/audit";

type KeyedOption = { optionLetter: string; isCorrect: boolean };

/** The letters marked correct, in order: the question's answer key. */
const answerKeyOf = (options: KeyedOption[]) =>
  options
    .filter((option) => option.isCorrect)
    .map((option) => option.optionLetter)
    .sort();

const shown = (key: string[]) => (key.length > 0 ? key.join(", ") : "nenhuma");

/**
 * What an answer key change looks like in the audit log, from the options before and after a
 * write; undefined when the key stayed the same (a new text, a wrong option added).
 */
export function answerKeyChange(
  before: KeyedOption[],
  after: KeyedOption[],
): { before: AuditDetails; after: AuditDetails; change: string } | undefined {
  const [was, is] = [answerKeyOf(before), answerKeyOf(after)];
  if (was.join() === is.join()) return undefined;
  return { before: { answerKey: was }, after: { answerKey: is }, change: `de ${shown(was)} para ${shown(is)}` };
}
