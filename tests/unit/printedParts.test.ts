import { describe, expect, it } from "vitest";
import { examAsPlainText } from "../../shared/examText";
import { printedParts } from "../../shared/questionTypes/printedParts";
import { typedSpec } from "../../shared/questionTypes/spec";
import type { ExamQuestion } from "../../shared/types/exams";
import { printedCopy, type PrintableExam } from "../../server/services/exports/printModel";
import { renderPrintHtml } from "../../server/services/exports/printHtml";

const parts = (...texts: string[]) =>
  texts.map((text, index) => ({ id: `p${index + 1}`, text: `<p>${text}</p>`, correct: index % 2 === 0 }));

const question = (questionType: ExamQuestion["questionType"], answerSpec: unknown): ExamQuestion => ({
  id: `q-${questionType}`,
  source: "exam",
  linkId: null,
  examId: "e",
  questionType,
  questionText: `<p>Enunciado ${questionType}</p>`,
  questionOrder: 1,
  points: 1,
  descriptor: "",
  descriptorSaeb: null,
  descriptorPaeb: null,
  bnccSkill: null,
  imageUrl: null,
  expectedAnswer: null,
  options: [],
  answerSpec: answerSpec as ExamQuestion["answerSpec"],
  createdAt: "2026-12-07T00:00:00.000Z",
  updatedAt: "2026-12-07T00:00:00.000Z",
});

const QUESTIONS = [
  question("true_false", { parts: parts("Afirmação um", "Afirmação dois"), scoring: "partial" }),
  question("summation", { parts: parts("Proposição um", "Proposição dois", "Proposição três"), scoring: "partial" }),
  question("numeric", { value: 2.5, tolerance: 0, unit: "cm" }),
  question("matching", {
    parts: [{ id: "i1", text: "<p>Brasil</p>", match: "a2" }],
    answers: [
      { id: "a1", text: "<p>Lima</p>" },
      { id: "a2", text: "<p>Brasília</p>" },
    ],
    scoring: "partial",
  }),
];

describe("questions with a spec on paper, in the plain layout", () => {
  it("labels each part as Brazilian exams print them, with a line for a sum or a number", () => {
    expect(printedParts(typedSpec("true_false", QUESTIONS[0].answerSpec)).parts.map((part) => part.label)).toEqual([
      "(   ) 1.",
      "(   ) 2.",
    ]);
    expect(printedParts(typedSpec("summation", QUESTIONS[1].answerSpec))).toMatchObject({
      parts: [{ label: "01)" }, { label: "02)" }, { label: "04)" }],
      answerLines: 1,
      answerLabel: "Soma:",
    });
    expect(printedParts(typedSpec("numeric", QUESTIONS[2].answerSpec))).toEqual({
      parts: [],
      answerLines: 1,
      answerLabel: "Resposta (cm):",
    });
  });

  it("the print page shows the parts and the answer's line, and never the key", () => {
    const exam = { title: "Prova", subject: "Matemática", examCode: "ABC234", questions: QUESTIONS } as unknown as PrintableExam;
    const html = renderPrintHtml([printedCopy(exam, {}, { columns: 1, size: "normal", highContrast: false })]);
    for (const text of ["(   ) 1.", "Afirmação dois", "04)", "Soma:", "Resposta (cm):", "Brasília", "(   ) B)"])
      expect(html).toContain(text);
    expect(html).not.toContain("2,5");
  });

  it("the copied text lists the parts too", () => {
    const text = examAsPlainText({
      title: "Prova",
      description: null,
      subject: "Matemática",
      gradeLevelName: "5º ano",
      difficultyLevel: "medium",
      examCode: "ABC234",
      questions: QUESTIONS,
    });
    expect(text).toContain("01) Proposição um");
    expect(text).toContain("Soma: ________");
    expect(text).toContain("1. Brasil");
  });
});
