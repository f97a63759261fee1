import { randomInt } from "node:crypto";
import { OPTION_LETTERS } from "../../../shared/constants";
import type { OnlineQuestion } from "../../../shared/types/online";
import type { ExamContentQuestion } from "../../db/queries/examContent";
import { answerShapeOf, type AnswerShape } from "../../../shared/questionTypes/shape";
import { hasSpec } from "../../../shared/questionTypes/spec";
import { shufflesParts, studentSpecOf } from "../../../shared/questionTypes/studentView";

/** Fisher–Yates with a cryptographic source: neighbours in class should not be able to predict each other's order. */
function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

/**
 * The order of questions and of each question's options one student gets, fixed when the attempt
 * starts; and the shape of each question with a spec, its parts in the order this student sees
 * them (an ordering's always shuffled, since its written order is the key).
 */
export function orderForAttempt(
  questions: ExamContentQuestion[],
  options: { shuffleQuestions: boolean; shuffleOptions: boolean },
) {
  const questionIds = questions.map((question) => question.id);
  const optionOrder: Record<string, string[]> = {};
  const answerShapes: Record<string, AnswerShape> = {};
  for (const question of questions) {
    if (hasSpec(question.questionType) && question.answerSpec) {
      const shape = answerShapeOf(question.questionType, question.answerSpec);
      const shuffles = shufflesParts(question.questionType, options.shuffleOptions);
      answerShapes[question.id] = shuffles ? { ...shape, parts: shuffledAway(shape.parts) } : shape;
    }
    if (question.options.length === 0) continue;
    const ids = [...question.options].sort((a, b) => a.optionLetter.localeCompare(b.optionLetter)).map((option) => option.id);
    optionOrder[question.id] = options.shuffleOptions ? shuffled(ids) : ids;
  }
  return { questionOrder: options.shuffleQuestions ? shuffled(questionIds) : questionIds, optionOrder, answerShapes };
}

/** Shuffled, and never left as it was: an ordering shown in its right order would give its key away. */
function shuffledAway(ids: string[]): string[] {
  for (let tries = 0; tries < 10; tries++) {
    const order = shuffled(ids);
    if (order.some((id, index) => id !== ids[index])) return order;
  }
  return [...ids.slice(1), ids[0]];
}

/**
 * The questions as this student sees them: in the attempt's order, options re-lettered A, B, C...
 * in the attempt's option order, and nothing that tells which option is correct.
 */
export function questionsForStudent(
  questions: ExamContentQuestion[],
  attempt: { questionOrder: string[]; optionOrder: Record<string, string[]>; answerShapes: Record<string, AnswerShape> },
): OnlineQuestion[] {
  const byId = new Map(questions.map((question) => [question.id, question]));
  return attempt.questionOrder
    .flatMap((id) => {
      const question = byId.get(id);
      if (!question) return [];
      const optionIds = attempt.optionOrder[id] ?? [];
      const options = optionIds.flatMap((optionId) => question.options.filter((option) => option.id === optionId));
      return [
        {
          id: question.id,
          questionType: question.questionType,
          questionText: question.questionText,
          questionOrder: 0,
          points: question.points,
          imageUrl: question.imageUrl,
          options: options.map((option, index) => ({
            id: option.id,
            optionLetter: OPTION_LETTERS[index] ?? option.optionLetter,
            optionText: option.optionText,
          })),
          answerSpec:
            hasSpec(question.questionType) && question.answerSpec
              ? studentSpecOf(question.questionType, question.answerSpec, attempt.answerShapes[id]?.parts)
              : null,
        },
      ];
    })
    .map((question, index) => ({ ...question, questionOrder: index + 1 }));
}
