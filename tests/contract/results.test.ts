import { describe, expect, it } from "vitest";
import { contractOf } from "../support/contracts";
import { answeredApplication } from "../support/results";
import { buildApplicableExam } from "../support/applications";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const contract = contractOf("results");

describe("results answers", () => {
  it("the results, their export, an answer sheet, the essays, a grade and an annulment follow their contracts", async () => {
    const setup = await answeredApplication(app);
    const { auth } = setup.teacher;
    const application = `/api/applications/${setup.application.id}`;
    const ana = setup.attempts.ana.attempt.id;
    const essay = setup.exam.questions.find((question) => question.questionType === "essay")!;
    const choice = setup.exam.questions.find((question) => question.questionType === "multiple_choice")!;

    await contract.answer("GET /api/applications/:id/results", app.api().get(`${application}/results`).set(auth));
    await contract.answer("GET /api/applications/:id/results/export", app.api().get(`${application}/results/export`).set(auth));
    await contract.answer(
      "GET /api/applications/:id/attempts/:attemptId/sheet",
      app.api().get(`${application}/attempts/${ana}/sheet`).set(auth),
    );
    await contract.answer("GET /api/applications/:id/essays", app.api().get(`${application}/essays`).set(auth));
    await contract.answer(
      "PUT /api/applications/:id/attempts/:attemptId/answers/:questionId/grade",
      app
        .api()
        .put(`${application}/attempts/${ana}/answers/${essay.id}/grade`)
        .set(auth)
        .send({ score: 0.5, comment: "Faltou citar a clorofila." }),
    );

    const annul = `/api/exams/${setup.exam.id}/questions/${choice.id}/annul`;
    await contract.answer("POST /api/exams/:id/questions/:questionId/annul", app.api().post(annul).set(auth));
    await contract.answer("DELETE /api/exams/:id/questions/:questionId/annul", app.api().delete(annul).set(auth));
  });

  it("accepting a short answer for everyone follows its contract", async () => {
    const setup = await buildApplicableExam(app, [
      { questionType: "short_answer", questionText: "<p>Capital do Brasil?</p>", answerSpec: { accepted: ["Brasília"] } },
    ]);
    const [question] = setup.exam.questions;
    await contract.answer(
      "POST /api/exams/:id/questions/:questionId/accepted-answers",
      app
        .api()
        .post(`/api/exams/${setup.exam.id}/questions/${question.id}/accepted-answers`)
        .set(setup.teacher.auth)
        .send({ answer: "Brasilia DF" }),
    );
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
