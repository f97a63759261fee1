import { describe, expect, it } from "vitest";
import {
  scoreAnswer,
  scoreAttempt,
  scoringQuestions,
  type ScoringAnswer,
  type ScoringQuestion,
} from "../../server/services/results/scoring";

const choice: ScoringQuestion = {
  id: "q1",
  questionType: "multiple_choice",
  points: 2,
  correctOptionIds: ["b"],
  annulled: false,
};
const essay: ScoringQuestion = { id: "q2", questionType: "essay", points: 1.5, correctOptionIds: [], annulled: false };
const short: ScoringQuestion = { id: "q3", questionType: "short_answer", points: 1, correctOptionIds: [], annulled: false };

const answer = (questionId: string, values: Partial<ScoringAnswer> = {}): ScoringAnswer => ({
  questionId,
  selectedOptionId: null,
  textAnswer: null,
  essayScore: null,
  ...values,
});

describe("scoreAnswer", () => {
  it("multiple choice: the key earns the points, another option or none earns 0", () => {
    expect(scoreAnswer(choice, answer("q1", { selectedOptionId: "b" }))).toEqual({
      questionId: "q1",
      outcome: "correct",
      score: 2,
      maxScore: 2,
    });
    expect(scoreAnswer(choice, answer("q1", { selectedOptionId: "a" }))).toMatchObject({ outcome: "wrong", score: 0 });
    expect(scoreAnswer(choice, answer("q1"))).toMatchObject({ outcome: "blank", score: 0 });
    expect(scoreAnswer(choice, undefined)).toMatchObject({ outcome: "blank", score: 0, maxScore: 2 });
  });

  it("essay and short answer: pending until graded, then the teacher's score; blank is 0", () => {
    expect(scoreAnswer(essay, answer("q2", { textAnswer: "Luz e água." }))).toMatchObject({ outcome: "pending", score: null });
    expect(scoreAnswer(essay, answer("q2", { textAnswer: "Luz e água.", essayScore: 1 }))).toMatchObject({
      outcome: "graded",
      score: 1,
    });
    expect(scoreAnswer(essay, answer("q2", { textAnswer: "   " }))).toMatchObject({ outcome: "blank", score: 0 });
    expect(scoreAnswer(short, answer("q3", { textAnswer: "Brasília" }))).toMatchObject({ outcome: "pending", score: null });
    // On paper the answer is on the sheet, not here: it waits for the teacher's grade, and choices score as online.
    expect(scoreAnswer(essay, undefined, true)).toMatchObject({ outcome: "pending", score: null });
    expect(scoreAnswer(essay, answer("q2", { essayScore: 2 }), true)).toMatchObject({ outcome: "graded", score: 2 });
    expect(scoreAnswer(choice, undefined, true)).toMatchObject({ outcome: "blank", score: 0 });
    // A blank essay the teacher graded anyway keeps the teacher's score.
    expect(scoreAnswer(short, answer("q3", { essayScore: 0.5 }))).toMatchObject({ outcome: "graded", score: 0.5 });
  });

  it("annulled: full points for everyone, whatever was answered", () => {
    for (const question of [choice, essay, short]) {
      const annulled = { ...question, annulled: true };
      expect(scoreAnswer(annulled, answer(question.id, { selectedOptionId: "a" }))).toMatchObject({
        outcome: "annulled",
        score: question.points,
      });
      expect(scoreAnswer(annulled, undefined)).toMatchObject({ outcome: "annulled", score: question.points });
    }
  });
});

const online = (questionOrder: string[]) => ({ questionOrder, source: "online" as const });

describe("scoreAttempt", () => {
  it("sums the questions the attempt was given, counting pending essays as 0", () => {
    const result = scoreAttempt([choice, essay, short], online(["q3", "q1", "q2"]), [
      answer("q1", { selectedOptionId: "b" }),
      answer("q2", { textAnswer: "texto" }),
      answer("q3", { essayScore: 1 }),
    ]);
    expect(result.answers.map((scored) => scored.questionId)).toEqual(["q3", "q1", "q2"]);
    expect(result).toMatchObject({ score: 3, maxScore: 4.5, pendingEssays: 1 });
  });

  it("ignores questions no longer in the exam and answers to questions not given", () => {
    const result = scoreAttempt([choice], online(["q1", "gone"]), [answer("q1", { selectedOptionId: "a" }), answer("other")]);
    expect(result).toMatchObject({ score: 0, maxScore: 2, pendingEssays: 0 });
    expect(result.answers).toHaveLength(1);
  });
});

describe("scoringQuestions", () => {
  it("takes the key from the options and marks annulled questions", () => {
    const questions = scoringQuestions(
      [
        {
          id: "q1",
          questionType: "multiple_choice",
          points: 2,
          options: [
            { id: "a", isCorrect: false },
            { id: "b", isCorrect: true },
          ],
        },
        { id: "q2", questionType: "essay", points: 1, options: [] },
      ],
      ["q2"],
    );
    expect(questions).toEqual([
      { id: "q1", questionType: "multiple_choice", points: 2, correctOptionIds: ["b"], annulled: false },
      { id: "q2", questionType: "essay", points: 1, correctOptionIds: [], annulled: true },
    ]);
  });
});
