import { describe, expect, it } from "vitest";
import { contractOf } from "../support/contracts";
import { buildExam, signedIn } from "../support/factories";
import { answeredApplication } from "../support/results";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const contract = contractOf("questions");

describe("exam question answers", () => {
  it("changing a question (re-scoring handed-in attempts), its options and deleting it follow their schemas", async () => {
    const setup = await answeredApplication(app);
    const choice = setup.exam.questions.find((question) => question.questionText.includes("1 + 1"))!;
    const options = (["A", "B", "C"] as const).map((letter) => ({
      optionLetter: letter,
      optionText: `Alternativa ${letter}`,
      isCorrect: letter === "A",
    }));
    const changed = await contract.answer(
      "PUT /api/questions/:id",
      app.api().put(`/api/questions/${choice.id}`).set(setup.teacher.auth).send({ options }),
    );
    expect(changed.body.rescoredAttempts).toBeGreaterThan(0);
    await contract.answer(
      "GET /api/questions/:id/options",
      app.api().get(`/api/questions/${choice.id}/options`).set(setup.teacher.auth),
    );

    const teacher = await signedIn(app);
    const draft = await buildExam(app.db, teacher.user, {
      questions: [
        {
          questionType: "multiple_choice",
          questionText: "<p>Quanto é 3 + 3?</p>",
          options: [
            { optionLetter: "A", optionText: "6", isCorrect: true },
            { optionLetter: "B", optionText: "9" },
          ],
        },
      ],
    });
    const question = draft.questions[0].id;
    await contract.answer(
      "POST /api/options",
      app.api().post("/api/options").set(teacher.auth).send({ questionId: question, optionText: "<p>5</p>", optionLetter: "C" }),
      201,
    );
    await contract.answer("DELETE /api/questions/:id", app.api().delete(`/api/questions/${question}`).set(teacher.auth), 204);
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
