import { describe, expect, it } from "vitest";
import {
  analyseItems,
  facility,
  kr20,
  scoreGroups,
  type AnalysedAttempt,
  type AnalysedQuestion,
} from "../../server/services/results/itemAnalysis";
import type { ScoredAnswer } from "../../server/services/results/scoring";
import { judgedParts } from "../support/questionSpecs";

/** A choice question worth 1 point, options `<id>-A`, `<id>-B`, `<id>-C`; A is the key. */
const choice = (id: string, annulled = false): AnalysedQuestion => ({
  id,
  questionType: "multiple_choice",
  points: 1,
  annulled,
  options: ["A", "B", "C"].map((letter) => ({ id: `${id}-${letter}`, optionLetter: letter, isCorrect: letter === "A" })),
  answerSpec: null,
});
const essay = (id: string, points: number): AnalysedQuestion => ({
  id,
  questionType: "essay",
  points,
  annulled: false,
  options: [],
  answerSpec: null,
});

/**
 * An attempt answering choice questions with a letter per question ("A" correct, "B"/"C" wrong,
 * "-" blank); its total is the number correct unless given.
 */
function student(id: string, letters: Record<string, string>, score?: number, extra: ScoredAnswer[] = []): AnalysedAttempt {
  const answers: ScoredAnswer[] = Object.entries(letters).map(([questionId, letter]) => ({
    questionId,
    outcome: letter === "A" ? "correct" : letter === "-" ? "blank" : "wrong",
    score: letter === "A" ? 1 : 0,
    maxScore: 1,
  }));
  return {
    id,
    studentName: id,
    classId: null,
    className: null,
    score: score ?? answers.reduce((sum, answer) => sum + (answer.score ?? 0), 0),
    answers: [...answers, ...extra],
    selectedOptions: new Map(
      Object.entries(letters).map(([questionId, letter]) => [questionId, letter === "-" ? null : `${questionId}-${letter}`]),
    ),
    responses: new Map(),
  };
}

/** A 0/1 row over items q1..q4 as answers (1 → A, 0 → B). */
const row = (id: string, bits: string) =>
  student(id, Object.fromEntries([...bits].map((bit, index) => [`q${index + 1}`, bit === "1" ? "A" : "B"])));

describe("KR-20", () => {
  const items = ["q1", "q2", "q3", "q4"].map((id) => choice(id));

  it("matches a hand-computed 5 × 4 example", () => {
    /*
     *        q1 q2 q3 q4  total
     *   s1    1  1  0  1    3
     *   s2    1  0  1  1    3
     *   s3    0  1  0  0    1
     *   s4    1  1  1  1    4
     *   s5    0  0  0  1    1
     * p = .6 .6 .4 .8, q = .4 .4 .6 .2, Σpq = .24 + .24 + .24 + .16 = .88
     * mean total = 12/5 = 2.4; deviations .6 .6 −1.4 1.6 −1.4; squares sum 7.2; σ² = 7.2/5 = 1.44
     * KR-20 = 4/3 × (1 − .88/1.44) = 4/3 × .388889 = .518519
     */
    const attempts = [row("s1", "1101"), row("s2", "1011"), row("s3", "0100"), row("s4", "1111"), row("s5", "0001")];
    expect(kr20(items, attempts)).toBeCloseTo(0.5185, 4);
  });

  it("a perfect Guttman pattern: Σpq = .8, σ² = 2, KR-20 = 4/3 × (1 − .4) = .8", () => {
    const attempts = [row("s1", "1111"), row("s2", "1110"), row("s3", "1100"), row("s4", "1000"), row("s5", "0000")];
    expect(kr20(items, attempts)).toBeCloseTo(0.8, 10);
  });

  it("leaves out annulled questions and essays, and is null with k < 2, N < 2 or σ² = 0", () => {
    const attempts = [row("s1", "1101"), row("s2", "1011"), row("s3", "0100"), row("s4", "1111"), row("s5", "0001")];
    const withOthers = [...items, choice("q5", true), essay("e1", 2)];
    expect(kr20(withOthers, attempts)).toBeCloseTo(0.5185, 4);
    expect(kr20([items[0]!, choice("q2", true)], attempts)).toBeNull();
    expect(kr20(items, [row("s1", "1101")])).toBeNull();
    expect(kr20(items, [row("s1", "1100"), row("s2", "0011")])).toBeNull();
    expect(kr20(items, [])).toBeNull();
  });
});

describe("discrimination and option shares", () => {
  /*
   * Ten students with totals 10..1 (s1 best); n = round(0.27 × 10) = 3: upper s1–s3, lower s8–s10.
   *          s1 s2 s3 | s4 s5 s6 s7 | s8 s9 s10
   *   q1:    A  A  C  | A  A  B  -  | A  B  B      (A is the key)
   *   q2:    A  C  C  | A  B  A  A  | B  B  A
   * q1: facility 5/10 = .5; upper 2/3, lower 1/3, D = 1/3.
   *     shares A .5, B .3, C .1; upper A 2/3, C 1/3; lower A 1/3, B 2/3. C (1/3) < key (2/3): no distractor.
   * q2: facility 5/10 = .5; upper 1/3, lower 1/3, D = 0; upper chose C 2/3 ≥ key 1/3: C attracts.
   */
  const q1 = "AAC" + "AAB-" + "ABB";
  const q2 = "ACC" + "ABAA" + "BBA";
  const attempts = Array.from({ length: 10 }, (_, index) =>
    student(`s${index + 1}`, { q1: q1[index]!, q2: q2[index]! }, 10 - index),
  );
  const analysis = analyseItems([choice("q1"), choice("q2")], attempts);

  it("facility, D = upper − lower facility, and shares per option", () => {
    expect(analysis.students).toBe(10);
    const [first, second] = analysis.items;
    expect(first).toMatchObject({ questionId: "q1", number: 1, annulled: false, facility: 0.5, attractiveDistractors: [] });
    expect(first!.discrimination).toBeCloseTo(1 / 3, 10);
    const shares = first!.options.map((option) => [option.optionLetter, option.share, option.upperShare, option.lowerShare]);
    expect(shares).toEqual([
      ["A", 0.5, 2 / 3, 1 / 3],
      ["B", 0.3, 0, 2 / 3],
      ["C", 0.1, 1 / 3, 0],
    ]);
    expect(first!.options[0]).toMatchObject({ optionId: "q1-A", isCorrect: true });
    expect(second).toMatchObject({ number: 2, facility: 0.5, discrimination: 0, attractiveDistractors: ["C"] });
  });

  it("groups: 27 % rounded, at least one, ties by attempt order", () => {
    const tied = ["a", "b", "c", "d"].map((id) => student(id, {}, 5));
    const { upper, lower } = scoreGroups(tied);
    expect(upper.map((attempt) => attempt.id)).toEqual(["a"]);
    expect(lower.map((attempt) => attempt.id)).toEqual(["d"]);
    expect(scoreGroups(attempts).upper.map((attempt) => attempt.id)).toEqual(["s1", "s2", "s3"]);
    expect(scoreGroups(attempts).lower.map((attempt) => attempt.id)).toEqual(["s8", "s9", "s10"]);
    expect(scoreGroups([])).toEqual({ upper: [], lower: [] });
  });

  it("a wrong option nobody in the upper group chose is no distractor, even with the key at 0", () => {
    const few = [
      student("s1", { q1: "-" }, 3),
      student("s2", { q1: "B" }, 2),
      student("s3", { q1: "B" }, 1),
      student("s4", { q1: "A" }, 0),
    ];
    expect(analyseItems([choice("q1")], few).items[0]!.attractiveDistractors).toEqual([]);
  });
});

describe("edge cases", () => {
  it("fewer than 4 students: facility but no discrimination", () => {
    const attempts = [student("s1", { q1: "A" }), student("s2", { q1: "B" }), student("s3", { q1: "A" })];
    const [item] = analyseItems([choice("q1")], attempts).items;
    expect(item!.facility).toBeCloseTo(2 / 3, 10);
    expect(item!.discrimination).toBeNull();
  });

  it("no students: nulls and zero shares", () => {
    const analysis = analyseItems([choice("q1"), essay("e1", 2)], []);
    expect(analysis).toMatchObject({ students: 0, kr20: null });
    expect(analysis.items[0]).toMatchObject({ facility: null, discrimination: null });
    expect(analysis.items[0]!.options.every((option) => option.share === 0 && option.upperShare === 0)).toBe(true);
    expect(analysis.items[1]).toMatchObject({ facility: null, options: [], attractiveDistractors: [] });
  });

  it("an annulled question: marked, without facility or discrimination", () => {
    const attempts = ["s1", "s2", "s3", "s4"].map((id, index) => student(id, { q1: index % 2 ? "A" : "B" }));
    const [item] = analyseItems([choice("q1", true)], attempts).items;
    expect(item).toMatchObject({ annulled: true, facility: null, discrimination: null, attractiveDistractors: [] });
  });

  it("essays: mean share of the points over graded and blank answers, pending left out", () => {
    const graded = (score: number | null, outcome: ScoredAnswer["outcome"]): ScoredAnswer[] => [
      { questionId: "e1", outcome, score, maxScore: 2 },
    ];
    const attempts = [
      student("s1", {}, 2, graded(2, "graded")),
      student("s2", {}, 1, graded(1, "graded")),
      student("s3", {}, 0, graded(0, "blank")),
      student("s4", {}, 0, graded(null, "pending")),
    ];
    // (2/2 + 1/2 + 0/2) / 3 = .5
    expect(facility(essay("e1", 2), attempts)).toBeCloseTo(0.5, 10);
    // Upper s1 (1), lower s4 (pending: no data): no discrimination.
    expect(analyseItems([essay("e1", 2)], attempts).items[0]!.discrimination).toBeNull();
    expect(facility(essay("e1", 2), [attempts[3]!])).toBeNull();
  });

  it("a choice question a student was not given does not count for them", () => {
    const attempts = [student("s1", { q1: "A" }), student("s2", { q2: "A" })];
    expect(facility(choice("q1"), attempts)).toBe(1);
    expect(analyseItems([choice("q1")], attempts).items[0]!.options[0]!.share).toBe(1);
  });
});

describe("questions with a spec", () => {
  // V F, 2 points, per statement; and a somatória 01 02 04 with key 03.
  const trueFalse: AnalysedQuestion = {
    id: "tf",
    questionType: "true_false",
    points: 2,
    annulled: false,
    options: [],
    answerSpec: {
      parts: judgedParts("s", true, false),
      scoring: "partial",
    },
  };
  const summation: AnalysedQuestion = {
    id: "sum",
    questionType: "summation",
    points: 1,
    annulled: false,
    options: [],
    answerSpec: {
      parts: judgedParts("p", true, true, false),
      scoring: "partial",
    },
  };
  const taker = (id: string, tf: ScoredAnswer, marks: Record<string, boolean>, sum: number): AnalysedAttempt => ({
    ...student(id, {}, tf.score ?? 0),
    answers: [tf, { questionId: "sum", outcome: sum === 3 ? "correct" : "wrong", score: sum === 3 ? 1 : 0, maxScore: 1 }],
    responses: new Map<string, never>([
      ["tf", { marks } as never],
      ["sum", { sum } as never],
    ]),
  });
  const attempts = [
    taker("a", { questionId: "tf", outcome: "correct", score: 2, maxScore: 2 }, { s1: true, s2: false }, 3),
    taker("b", { questionId: "tf", outcome: "partial", score: 1, maxScore: 2 }, { s1: true }, 7),
    taker("c", { questionId: "tf", outcome: "wrong", score: 0, maxScore: 2 }, { s1: false, s2: true }, 7),
    taker("d", { questionId: "tf", outcome: "partial", score: 1, maxScore: 2 }, { s2: false }, 5),
  ];
  it("facility is the mean share of the points", () =>
    expect(facility(trueFalse, attempts)).toBeCloseTo((1 + 0.5 + 0 + 0.5) / 4, 10));
  it("V/F: each statement's V, F and blank shares, the key marked", () => {
    const [item] = analyseItems([trueFalse], attempts).items;
    expect(item.distribution.filter((line) => line.label === "1")).toEqual([
      { label: "1", detail: "V", isKey: true, share: 0.5 },
      { label: "1", detail: "F", isKey: false, share: 0.25 },
      { label: "1", detail: "Em branco", isKey: false, share: 0.25 },
    ]);
  });
  it("somatória: the most common wrong sums, with the propositions they name", () => {
    const [, item] = analyseItems([trueFalse, summation], attempts).items;
    expect(item.distribution).toEqual([
      { label: "07", detail: "01 + 02 + 04", isKey: false, share: 0.5 },
      { label: "05", detail: "01 + 04", isKey: false, share: 0.25 },
    ]);
  });
});
