import { describe, expect, it } from "vitest";
import {
  scoreAnswer,
  scoreAttempt,
  scoringQuestions,
  type ScoringAnswer,
  type ScoringQuestion,
} from "../../server/services/results/scoring";
import { judgedParts } from "../support/questionSpecs";

const choice: ScoringQuestion = {
  id: "q1",
  questionType: "multiple_choice",
  points: 2,
  correctOptionIds: ["b"],
  answerSpec: null,
  annulled: false,
};
const essay: ScoringQuestion = {
  id: "q2",
  questionType: "essay",
  points: 1.5,
  correctOptionIds: [],
  answerSpec: null,
  annulled: false,
};
/** A short answer kept from before its type had accepted answers: the teacher grades it. */
const short: ScoringQuestion = {
  id: "q3",
  questionType: "short_answer",
  points: 1,
  correctOptionIds: [],
  answerSpec: null,
  annulled: false,
};

const answer = (questionId: string, values: Partial<ScoringAnswer> = {}): ScoringAnswer => ({
  questionId,
  selectedOptionId: null,
  textAnswer: null,
  response: null,
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
          answerSpec: null,
        },
        { id: "q2", questionType: "essay", points: 1, options: [], answerSpec: null },
      ],
      ["q2"],
    );
    expect(questions).toEqual([
      { id: "q1", questionType: "multiple_choice", points: 2, correctOptionIds: ["b"], answerSpec: null, annulled: false },
      { id: "q2", questionType: "essay", points: 1, correctOptionIds: [], answerSpec: null, annulled: true },
    ]);
  });
});

describe("questions scored by their type's rule", () => {
  // V F F V, 2 points, per statement.
  const trueFalse: ScoringQuestion = {
    id: "tf",
    questionType: "true_false",
    points: 2,
    correctOptionIds: [],
    answerSpec: {
      parts: judgedParts("s", true, false, false, true),
      scoring: "partial",
    },
    annulled: false,
  };
  const shortAnswer: ScoringQuestion = {
    ...short,
    id: "sa",
    answerSpec: { accepted: ["São Paulo"], exact: false },
  };
  const marks = (values: boolean[]) => ({ marks: Object.fromEntries(values.map((value, index) => [`s${index + 1}`, value])) });

  it("a share of the points is partial, all of it correct, none wrong, nothing given blank", () => {
    expect(scoreAnswer(trueFalse, answer("tf", { response: marks([true, true, false, true]) }))).toMatchObject({
      outcome: "partial",
      score: 1.5,
    });
    expect(scoreAnswer(trueFalse, answer("tf", { response: marks([true, false, false, true]) }))).toMatchObject({
      outcome: "correct",
      score: 2,
    });
    expect(scoreAnswer(trueFalse, answer("tf", { response: marks([false, true, true, false]) }))).toMatchObject({
      outcome: "wrong",
      score: 0,
    });
    expect(scoreAnswer(trueFalse, answer("tf"))).toMatchObject({ outcome: "blank", score: 0 });
  });
  it("a short answer is judged by its accepted answers, and the teacher's grade stands over the rule", () => {
    expect(scoreAnswer(shortAnswer, answer("sa", { textAnswer: "sao paulo" }))).toMatchObject({ outcome: "correct", score: 1 });
    expect(scoreAnswer(shortAnswer, answer("sa", { textAnswer: "Sampa" }))).toMatchObject({ outcome: "wrong", score: 0 });
    expect(scoreAnswer(shortAnswer, answer("sa", { textAnswer: "Sampa", essayScore: 1 }))).toMatchObject({
      outcome: "graded",
      score: 1,
    });
  });
  it("a short answer written on paper waits for the teacher; other types are judged from what was read", () => {
    expect(scoreAnswer(shortAnswer, answer("sa"), true)).toMatchObject({ outcome: "pending", score: null });
    expect(scoreAnswer(trueFalse, answer("tf"), true)).toMatchObject({ outcome: "blank", score: 0 });
  });
  it("an attempt adds partial points", () => {
    const result = scoreAttempt([trueFalse, choice], { questionOrder: ["tf", "q1"], source: "online" }, [
      answer("tf", { response: marks([true, true, false, true]) }),
      answer("q1", { selectedOptionId: "b" }),
    ]);
    expect(result).toMatchObject({ score: 3.5, maxScore: 4 });
  });
});
