import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { exams } from "../../server/db/schema";
import { buildExam, signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();

const multipleChoice = {
  questionType: "multiple_choice",
  questionText: "<p>2 + 2?</p>",
  points: 1.5,
  options: [
    { optionLetter: "A", optionText: "3" },
    { optionLetter: "B", optionText: "4", isCorrect: true },
  ],
} as const;

describe("POST /api/exams/{id}/publish", () => {
  it("turns a draft into a published exam, and refuses every other status", async () => {
    const owner = await signedIn(app);
    const exam = await buildExam(app.db, owner.user);
    const published = await app.api().post(`/api/exams/${exam.id}/publish`).set(owner.auth);
    expect(published.status).toBe(200);
    expect(published.body.status).toBe("published");

    for (const status of ["published", "active", "completed"] as const) {
      await app.db.update(exams).set({ status }).where(eq(exams.id, exam.id));
      const refused = await app.api().post(`/api/exams/${exam.id}/publish`).set(owner.auth);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe("Apenas provas em rascunho podem ser publicadas.");
    }
    const stranger = await signedIn(app);
    expect((await app.api().post(`/api/exams/${exam.id}/publish`).set(stranger.auth)).status).toBe(404);
  });
});

describe("POST /api/exams/{id}/duplicate", () => {
  it("copies the settings and every question and option into a new draft; the copy is independent", async () => {
    const owner = await signedIn(app);
    const source = await buildExam(app.db, owner.user, {
      description: "Primeiro bimestre",
      difficultyLevel: "hard",
      isPrintable: true,
      showLogo: false,
      studentGrade: "9º ano",
      questions: [multipleChoice, { questionText: "<p>Explique.</p>", points: 3 }] as never,
    });
    await app.api().post(`/api/exams/${source.id}/publish`).set(owner.auth);

    const response = await app.api().post(`/api/exams/${source.id}/duplicate`).set(owner.auth).send({ title: "Recuperação" });
    expect(response.status).toBe(201);
    const copy = response.body;
    expect(copy).toMatchObject({
      title: "Recuperação",
      description: "Primeiro bimestre (Cópia)",
      status: "draft",
      subject: source.subject,
      schoolId: source.schoolId,
      gradeLevelId: source.gradeLevelId,
      difficultyLevel: "hard",
      isPrintable: true,
      showLogo: false,
      studentGrade: "9º ano",
      questionCount: 2,
    });
    expect(copy.id).not.toBe(source.id);
    expect(copy.examCode).not.toBe(source.examCode);
    const shape = (questions: Array<Record<string, unknown> & { options: Array<Record<string, unknown>> }>) =>
      questions.map((question) => ({
        text: question.questionText,
        order: question.questionOrder,
        points: question.points,
        options: question.options.map((option) => [option.optionLetter, option.optionText, option.isCorrect]),
      }));
    expect(shape(copy.questions)).toEqual(shape(source.questions as never));

    await app
      .api()
      .put(`/api/questions/${copy.questions[0].id}`)
      .set(owner.auth)
      .send({ questionText: "<p>Mudada</p>", options: [] });
    const original = await app.api().get(`/api/exams/${source.id}`).set(owner.auth);
    expect(original.body.questions[0].questionText).toBe("<p>2 + 2?</p>");
    expect(original.body.questions[0].options).toHaveLength(2);
  });

  it("needs a title and an existing source", async () => {
    const owner = await signedIn(app);
    const exam = await buildExam(app.db, owner.user);
    const noTitle = await app.api().post(`/api/exams/${exam.id}/duplicate`).set(owner.auth).send({ title: " " });
    expect(noTitle.body.errors).toEqual({ title: "Título é obrigatório" });
    const missing = await app
      .api()
      .post("/api/exams/00000000-0000-4000-8000-000000000000/duplicate")
      .set(owner.auth)
      .send({ title: "X" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Prova não encontrada");
  });
});
