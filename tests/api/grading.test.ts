import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { examAttempts } from "../../server/db/schema";
import type { AnswerSheet, EssayGradingList } from "../../shared/types/results";
import { answeredApplication } from "../support/results";
import { useTestApp } from "../support/testApp";

const app = useTestApp();

const cachedScore = async (attemptId: string) =>
  (await app.db.select({ score: examAttempts.score }).from(examAttempts).where(eq(examAttempts.id, attemptId)))[0].score;

async function gradingSetup() {
  const setup = await answeredApplication(app);
  const questionWith = (text: string) =>
    setup.attempts.ana.exam.questions.find((question) => question.questionText.includes(text))!;
  const essay = questionWith("fotossíntese");
  const gradePath = (attemptId: string, questionId = essay.id) =>
    `/api/applications/${setup.application.id}/attempts/${attemptId}/answers/${questionId}/grade`;
  const grade = (attemptId: string, body: object, questionId?: string) =>
    app.api().put(gradePath(attemptId, questionId)).set(setup.teacher.auth).send(body);
  const results = async () =>
    (await app.api().get(`/api/applications/${setup.application.id}/results`).set(setup.teacher.auth)).body;
  return { ...setup, essay, questionWith, grade, results };
}

describe("GET /api/applications/:id/essays", () => {
  it("lists the written answers of handed-in attempts by student, with what waits per question", async () => {
    const setup = await gradingSetup();
    const response = await app.api().get(`/api/applications/${setup.application.id}/essays`).set(setup.teacher.auth);
    expect(response.status).toBe(200);
    const list: EssayGradingList = response.body;
    expect(list.questions).toEqual([
      {
        questionId: setup.essay.id,
        number: 4,
        questionType: "essay",
        source: "exam",
        questionText: "<p>Explique a fotossíntese.</p>",
        expectedAnswer: null,
        acceptedAnswers: [],
        points: 1,
        pending: 2,
        graded: 0,
      },
    ]);
    // Bruno left it blank; the guest has not handed in.
    expect(list.answers.map((answer) => [answer.studentName, answer.textAnswer, answer.score])).toEqual([
      ["Ana Souza", "As plantas usam a luz para fazer alimento.", null],
      ["Bruno Lima", null, null],
      ["Carla Dias", "Luz.", null],
    ]);
    expect(list.answers[0]).toMatchObject({
      attemptId: setup.attempts.ana.attempt.id,
      className: setup.schoolClass.name,
      comment: null,
    });
  });
});

describe("PUT /api/applications/:id/attempts/:attemptId/answers/:questionId/grade", () => {
  it("grading two essays updates the rows, the cached scores and the list", async () => {
    const setup = await gradingSetup();
    const first = await setup.grade(setup.attempts.ana.attempt.id, { score: 1, comment: "Muito bem." });
    expect(first.status).toBe(200);
    const sheet: AnswerSheet = first.body;
    expect(sheet).toMatchObject({ studentName: "Ana Souza", score: 8, maxScore: 8, percentage: 100, pendingEssays: 0 });
    expect(sheet.items[3]).toMatchObject({ outcome: "graded", score: 1, comment: "Muito bem." });
    expect((await setup.grade(setup.attempts.carla.attempt.id, { score: 0.5 })).status).toBe(200);

    const results = await setup.results();
    expect(
      results.rows.slice(0, 3).map((row: { score: number; pendingEssays: number }) => [row.score, row.pendingEssays]),
    ).toEqual([
      [8, 0],
      [2, 0],
      [4.5, 0],
    ]);
    // 8, 2, 4.5: average 14.5 / 3, median 4.5.
    expect(results.overall).toMatchObject({ count: 3, average: 4.83, median: 4.5 });
    expect(await cachedScore(setup.attempts.ana.attempt.id)).toBe(8);
    expect(await cachedScore(setup.attempts.carla.attempt.id)).toBe(4.5);

    const list = await app.api().get(`/api/applications/${setup.application.id}/essays`).set(setup.teacher.auth);
    expect(list.body.questions[0]).toMatchObject({ pending: 0, graded: 2 });

    // Grading again replaces the score and the comment.
    const again = await setup.grade(setup.attempts.ana.attempt.id, { score: 0.5, comment: "" });
    expect(again.body.items[3]).toMatchObject({ score: 0.5, comment: null });
    expect(await cachedScore(setup.attempts.ana.attempt.id)).toBe(7.5);
  });

  it("grades an essay left blank", async () => {
    const setup = await gradingSetup();
    const response = await setup.grade(setup.attempts.bruno.attempt.id, { score: 0, comment: "Sem resposta." });
    expect(response.status).toBe(200);
    expect(response.body.items[3]).toMatchObject({ outcome: "graded", score: 0, textAnswer: null, comment: "Sem resposta." });
  });

  it("checks the score against the question's points, in steps of 0.5, and the comment's length", async () => {
    const setup = await gradingSetup();
    const anaId = setup.attempts.ana.attempt.id;
    const tooHigh = await setup.grade(anaId, { score: 1.5 });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.message).toBe("A nota deve ser de 0 a 1, em passos de 0,5");
    expect(tooHigh.body.errors).toEqual({ score: "A nota deve ser de 0 a 1, em passos de 0,5" });
    for (const score of [0.3, -1]) {
      const refused = await setup.grade(anaId, { score });
      expect(refused.status).toBe(400);
      expect(refused.body.errors.score).toBe("A nota deve ser de 0 ao valor da questão, em passos de 0,5");
    }
    expect((await setup.grade(anaId, {})).body.errors.score).toBe("Informe a nota");
    const longComment = await setup.grade(anaId, { score: 1, comment: "a".repeat(2001) });
    expect(longComment.body.errors.comment).toBe("O comentário deve ter no máximo 2000 caracteres");
    expect((await setup.grade(anaId, { score: 1, comment: "a".repeat(2000) })).status).toBe(200);
  });

  it("refuses a multiple-choice question (400), an attempt not handed in (409) and a question not in the exam (404)", async () => {
    const setup = await gradingSetup();
    const choice = await setup.grade(setup.attempts.ana.attempt.id, { score: 1 }, setup.questionWith("1 + 1").id);
    expect(choice.status).toBe(400);
    expect(choice.body.message).toBe("Só questões dissertativas recebem nota do professor.");
    const writing = await setup.grade(setup.attempts.guest.attempt.id, { score: 1 });
    expect(writing.status).toBe(409);
    expect(writing.body.message).toBe("Só é possível corrigir provas entregues.");
    const missing = await setup.grade(setup.attempts.ana.attempt.id, { score: 1 }, setup.application.id);
    expect(missing.status).toBe(404);
  });
});

describe("re-scoring after the key changes", () => {
  it("a new key on an exam question re-scores the handed-in attempts and says how many changed", async () => {
    const setup = await gradingSetup();
    const planet = setup.questionWith("Maior planeta");
    const options = (["A", "B", "C"] as const).map((letter) => ({
      optionLetter: letter,
      optionText: `Alternativa ${letter}`,
      isCorrect: letter === "A",
    }));
    const response = await app.api().put(`/api/questions/${planet.id}`).set(setup.teacher.auth).send({ options });
    expect(response.status).toBe(200);
    // Ana (C) loses 2, Carla (A) gains 2, Bruno (blank) stays.
    expect(response.body.rescoredAttempts).toBe(2);
    expect(response.body.options.find((option: { optionLetter: string }) => option.optionLetter === "A").isCorrect).toBe(true);
    expect(await cachedScore(setup.attempts.ana.attempt.id)).toBe(5);
    expect(await cachedScore(setup.attempts.carla.attempt.id)).toBe(6);
    expect(await cachedScore(setup.attempts.bruno.attempt.id)).toBe(2);
    const results = await setup.results();
    expect(results.rows.map((row: { score: number }) => row.score)).toEqual([5, 2, 6, 2]);

    // A change that moves no score reports nothing extra.
    const textOnly = await app
      .api()
      .put(`/api/questions/${planet.id}`)
      .set(setup.teacher.auth)
      .send({ questionText: "<p>Maior planeta do sistema solar?</p>" });
    expect(textOnly.status).toBe(200);
    expect(textOnly.body).not.toHaveProperty("rescoredAttempts");
  });

  it("a new key on a bank item re-scores the exams it is placed in", async () => {
    const setup = await gradingSetup();
    const item = await app.api().get(`/api/question-bank/${setup.bankItem.id}`).set(setup.teacher.auth);
    const three = item.body.options.find((option: { optionText: string }) => option.optionText.includes("3"));
    const response = await app
      .api()
      .put(`/api/question-bank-options/${three.id}`)
      .set(setup.teacher.auth)
      .send({ isCorrect: true });
    expect(response.status).toBe(200);
    // Ana (4) loses 1, Bruno (3) gains 1.
    expect(response.body.rescoredAttempts).toBe(2);
    expect(await cachedScore(setup.attempts.ana.attempt.id)).toBe(6);
    expect(await cachedScore(setup.attempts.bruno.attempt.id)).toBe(3);
  });
});
