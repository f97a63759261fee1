import { describe, expect, it } from "vitest";
import { applyExam, attemptHeader, buildApplicableExam } from "../support/applications";
import { contractOf } from "../support/contracts";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const contract = contractOf("online");

describe("student page answers", () => {
  it("the entry, entering, the attempt, saving answers, handing in and the delivered exam follow their schemas", async () => {
    const setup = await buildApplicableExam(app);
    await applyExam(app, setup, { showScore: true });
    const code = setup.exam.examCode;

    await contract.answer("GET /api/online/:code", app.api().get(`/api/online/${code}`));
    await contract.answer("GET /api/exams/:code/online", app.api().get(`/api/exams/${code}/online`));
    const entry = await contract.answer(
      "POST /api/online/:code/attempts",
      app.api().post(`/api/online/${code}/attempts`).send({ accessCode: setup.students[0].accessCode }),
    );
    const key = attemptHeader(entry.body.token as string);
    const delivered = await contract.answer("GET /api/exams/:code/online", app.api().get(`/api/exams/${code}/online`).set(key));
    expect(delivered.body.questions.length).toBeGreaterThan(0);
    const view = await contract.answer("GET /api/attempt", app.api().get("/api/attempt").set(key));

    const question = view.body.exam.questions[0] as { id: string; options: Array<{ id: string }> };
    const answers = [{ questionId: question.id, selectedOptionId: question.options[0].id, revision: 1 }];
    await contract.answer("PUT /api/attempt/answers", app.api().put("/api/attempt/answers").set(key).send({ answers }));
    const handedIn = await contract.answer("POST /api/attempt/submit", app.api().post("/api/attempt/submit").set(key).send({}));
    expect(handedIn.body.attempt.result).not.toBeNull();
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
