import { describe, expect, it } from "vitest";
import { descriptorOf, descriptorReport, type DescribedQuestion } from "../../server/services/results/descriptors";
import type { AnalysedAttempt } from "../../server/services/results/itemAnalysis";
import type { ScoredAnswer } from "../../server/services/results/scoring";

const question = (id: string, codes: Partial<DescribedQuestion> = {}): DescribedQuestion => ({
  id,
  annulled: false,
  descriptor: "",
  descriptorSaeb: null,
  descriptorPaeb: null,
  ...codes,
});

/** Exam order: numbers 1–7. */
const questions = [
  question("d10", { descriptorSaeb: "D10" }),
  question("d2a", { descriptorSaeb: "D2", descriptorPaeb: "P9", descriptor: "ignorado" }),
  question("p1", { descriptorPaeb: "P1" }),
  question("free", { descriptor: "Interpretação de texto" }),
  question("none", { descriptor: "  " }),
  question("d2annulled", { descriptorSaeb: "D2", annulled: true }),
  question("d2b", { descriptorSaeb: " D2 " }),
];

/** Answers as [question, outcome, score, maxScore]. */
function attempt(
  id: string,
  studentName: string,
  schoolClass: [string, string] | null,
  answers: Array<[string, ScoredAnswer["outcome"], number | null, number]>,
): AnalysedAttempt {
  return {
    id,
    studentName,
    classId: schoolClass?.[0] ?? null,
    className: schoolClass?.[1] ?? null,
    score: 0,
    answers: answers.map(([questionId, outcome, score, maxScore]) => ({ questionId, outcome, score, maxScore })),
    selectedOptions: new Map(),
    responses: new Map(),
  };
}

/*
 *                 d10 (2)   d2a (1)   p1 (2)        free (1)  d2annulled  d2b (1)
 *   Caio (none)   2         0 blank   0 blank       1         annulled    1
 *   Bia  (8º A)   0         0         pending       0         annulled    1
 *   Ana  (8º B)   2         1         1 of 2        1         annulled    0
 *
 * D2  (q 2, 7): earned 0+1 + 0+1 + 1+0 = 3 of 6 → .5; 8º A 1/2, 8º B 1/2, Sem turma 1/2
 * D10 (q 1):    4 of 6 → 2/3; 8º A 0/2 = 0, 8º B 2/2 = 1, Sem turma 2/2 = 1
 * Interpretação (q 4): 2 of 3; 8º A 0, 8º B 1, Sem turma 1
 * P1  (q 3):    Bia pending is left out: 1 + 0 of 2 + 2 → .25; 8º A null, 8º B .5, Sem turma 0
 */
const attempts = [
  attempt("caio", "Caio Reis", null, [
    ["d10", "correct", 2, 2],
    ["d2a", "blank", 0, 1],
    ["p1", "blank", 0, 2],
    ["free", "correct", 1, 1],
    ["d2annulled", "annulled", 1, 1],
    ["d2b", "correct", 1, 1],
  ]),
  attempt(
    "bia",
    "Bia Lopes",
    ["c1", "8º A"],
    [
      ["d10", "wrong", 0, 2],
      ["d2a", "wrong", 0, 1],
      ["p1", "pending", null, 2],
      ["free", "wrong", 0, 1],
      ["d2annulled", "annulled", 1, 1],
      ["d2b", "correct", 1, 1],
    ],
  ),
  attempt(
    "ana",
    "Ana Souza",
    ["c2", "8º B"],
    [
      ["d10", "correct", 2, 2],
      ["d2a", "correct", 1, 1],
      ["p1", "graded", 1, 2],
      ["free", "correct", 1, 1],
      ["d2annulled", "annulled", 1, 1],
      ["d2b", "wrong", 0, 1],
    ],
  ),
];

describe("descriptorOf", () => {
  it("SAEB, else PAEB, else the free descriptor, else none", () => {
    expect(descriptorOf(questions[1]!)).toEqual({ code: "D2", source: "saeb" });
    expect(descriptorOf(questions[2]!)).toEqual({ code: "P1", source: "paeb" });
    expect(descriptorOf(questions[3]!)).toEqual({ code: "Interpretação de texto", source: "descritor" });
    expect(descriptorOf(questions[4]!)).toBeNull();
    expect(descriptorOf(question("x", { descriptor: null }))).toBeNull();
  });
});

describe("descriptorReport", () => {
  const report = descriptorReport(questions, attempts);

  it("groups by code in natural order, leaving out annulled questions and those with no descriptor", () => {
    expect(report.descriptors.map((result) => [result.code, result.source, result.questionNumbers])).toEqual([
      ["D2", "saeb", [2, 7]],
      ["D10", "saeb", [1]],
      ["Interpretação de texto", "descritor", [4]],
      ["P1", "paeb", [3]],
    ]);
  });

  it("rates overall and per class (by name, those without a class last), pending essays left out", () => {
    const byCode = Object.fromEntries(report.descriptors.map((result) => [result.code, result]));
    expect(byCode.D2!.rate).toBe(0.5);
    expect(byCode.D10!.rate).toBeCloseTo(2 / 3, 10);
    expect(byCode["Interpretação de texto"]!.rate).toBeCloseTo(2 / 3, 10);
    expect(byCode.P1!.rate).toBe(0.25);
    expect(byCode.D10!.byClass).toEqual([
      { classId: "c1", className: "8º A", rate: 0 },
      { classId: "c2", className: "8º B", rate: 1 },
      { classId: null, className: "Sem turma", rate: 1 },
    ]);
    expect(byCode.P1!.byClass.map((entry) => entry.rate)).toEqual([null, 0.5, 0]);
  });

  it("rates per student, keyed by code, students by name", () => {
    expect(report.students).toEqual([
      {
        attemptId: "ana",
        studentName: "Ana Souza",
        className: "8º B",
        rates: { D2: 0.5, D10: 1, "Interpretação de texto": 1, P1: 0.5 },
      },
      {
        attemptId: "bia",
        studentName: "Bia Lopes",
        className: "8º A",
        rates: { D2: 0.5, D10: 0, "Interpretação de texto": 0, P1: null },
      },
      {
        attemptId: "caio",
        studentName: "Caio Reis",
        className: null,
        rates: { D2: 0.5, D10: 1, "Interpretação de texto": 1, P1: 0 },
      },
    ]);
  });

  it("no attempts: descriptors with null rates and no classes", () => {
    const empty = descriptorReport(questions, []);
    expect(empty.students).toEqual([]);
    expect(empty.descriptors.every((result) => result.rate === null && result.byClass.length === 0)).toBe(true);
  });
});
