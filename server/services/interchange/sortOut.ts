import { OPTION_LETTERS } from "../../../shared/constants";
import { textOf } from "../../../shared/richText";
import { titleFrom } from "../imports/bankQuestion";
import { turnTaker } from "../common/turns";
import { htmlWithLatex } from "./formulaText";
import { checkedSpec, type PortableQuestion, type PortableRead } from "./portable";

/** What a question and a bank item share: its text, type, points, codes, options and spec, as their schemas take them. */
export function questionFields(question: PortableQuestion) {
  return {
    questionText: question.html,
    questionType: question.type,
    answerSpec: question.answerSpec,
    points: question.points ?? 1,
    descriptor: question.descriptors.descriptor ?? "",
    descriptorSaeb: question.descriptors.saeb ?? null,
    descriptorPaeb: question.descriptors.paeb ?? null,
    bnccSkill: question.descriptors.bncc ?? null,
    options: question.options.map((option, index) => ({
      optionLetter: OPTION_LETTERS[index],
      optionText: option.html,
      isCorrect: option.correct,
    })),
  };
}

/** HTML as plain text with its formulas as `$…$`: what the bank keeps as an explanation, and what a preview shows. */
export const plainText = (html: string) => textOf(htmlWithLatex(html, "dollars"));

/** A question's name in the import's report: its name in the file, else the start of its text. */
export const questionName = (question: PortableQuestion) =>
  question.name.trim() || titleFrom(textOf(question.html)) || "sem título";

/** The report's line for a question that is not imported ('Questão "Associe": motivo'). */
export const leftOutLine = (name: string, reason: string) => `Questão "${name}": ${reason}`;

/**
 * Splits a file's questions into those the destination takes and the report of the rest: the ones
 * the format reader left out, then the ones whose parts do not fit their type (shared/questionTypes/
 * spec.ts) or the destination's own rules refuse (`problemOf` answers the first problem, or null),
 * each named, in file order.
 */
export async function sortOut(read: PortableRead, problemOf: (question: PortableQuestion) => string | null) {
  const leftOut = read.skipped.map((skipped) => leftOutLine(skipped.name, skipped.reason));
  const accepted: PortableQuestion[] = [];
  const takeTurn = turnTaker();
  for (const question of read.questions) {
    await takeTurn();
    const spec = checkedSpec(question);
    const problem = spec && "problem" in spec ? spec.problem : problemOf(question);
    if (problem === null) accepted.push(question);
    else leftOut.push(leftOutLine(questionName(question), problem.endsWith(".") ? problem : `${problem}.`));
  }
  return { accepted, leftOut };
}

/** The first message of a failed zod check, for the report. */
export const firstIssue = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? "dados inválidos");
