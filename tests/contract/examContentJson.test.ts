import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { EXAM_QUESTION_JSON_FIELDS } from "../../server/db/queries/examContent";
import { listQuestionsWithOptions } from "../../server/db/queries/examQuestions";
import { findExamWithContent } from "../../server/db/queries/exams";
import { presentQuestion } from "../../server/presenters/exams";
import { linkQuestion } from "../../server/services/exams/questionLinks";
import { examQuestionResponse } from "../../shared/responses/exams";
import type { ExamQuestion } from "../../shared/types/exams";
import { buildBankItem, buildExam, buildUser } from "../support/factories";
import { useTestApp } from "../support/testApp";

/**
 * The exam page's questions are written as JSON by the database (contentJsonText), not by a
 * presenter: these hold that SQL to the same ExamQuestion schema as every other answer.
 */

const app = useTestApp();

const byOrder = (questions: ExamQuestion[]) =>
  [...questions]
    .sort((a, b) => a.questionOrder - b.questionOrder)
    .map((question) => ({
      ...question,
      options: [...question.options].sort((a, b) => a.optionLetter.localeCompare(b.optionLetter)),
    }));

describe("the exam page's questions written by the database", () => {
  it("name exactly the fields of the ExamQuestion schema", () => {
    expect(Object.keys(EXAM_QUESTION_JSON_FIELDS).sort()).toEqual([...examQuestionResponse.keyof().options].sort());
  });

  it("are accepted by the strict schema, and an exam's own questions read as their presenter writes them", async () => {
    const { user } = await buildUser(app.db);
    const exam = await buildExam(app.db, user, {
      questions: [
        {
          questionType: "multiple_choice",
          questionText: "<p>Qual é a função da clorofila?</p>",
          points: 1.5,
          descriptor: "Fotossíntese",
          descriptorSaeb: "D12",
          descriptorPaeb: "P3",
          imageUrl: `/objects/${randomUUID()}`,
          options: [
            { optionLetter: "A", optionText: "Absorver a luz", isCorrect: true },
            { optionLetter: "B", optionText: "Armazenar água", isDistractor: true },
          ],
        },
        { questionType: "essay", questionText: "<p>Explique a fotossíntese.</p>", expectedAnswer: "<p>Luz em alimento.</p>" },
      ],
    });
    const item = await buildBankItem(app.db, user, {
      questionType: "short_answer",
      options: [],
      answerSpec: { accepted: ["4", "quatro"] },
    });
    await linkQuestion(app.db, {}, { id: user.id, schoolIds: "all" }, exam.id, {
      questionId: item.id,
      questionOrder: 3,
      points: 2,
    });

    const row = await findExamWithContent(app.db, {}, exam.id);
    const written = z.array(examQuestionResponse).safeParse(JSON.parse(row!.questionsJson));
    if (!written.success) throw new Error(z.prettifyError(written.error));
    expect(written.data.map((question) => [question.source, question.questionType])).toEqual([
      ["exam", "multiple_choice"],
      ["exam", "essay"],
      ["bank", "short_answer"],
    ]);
    const presented = (await listQuestionsWithOptions(app.db, [exam.id])).map(presentQuestion);
    expect(byOrder(written.data.filter((question) => question.source === "exam"))).toEqual(byOrder(presented));
  });
});
