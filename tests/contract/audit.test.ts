import { describe, expect, it } from "vitest";
import { contractOf } from "../support/contracts";
import { buildExam, signedIn } from "../support/factories";
import { answeredApplication } from "../support/results";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const contract = contractOf("audit");

describe("audit log answers", () => {
  it("the events, with their details before and after, follow their contract", async () => {
    const setup = await answeredApplication(app);
    const admin = await signedIn(app, "admin");
    const essay = setup.exam.questions.find((question) => question.questionType === "essay")!;
    await app
      .api()
      .put(`/api/applications/${setup.application.id}/attempts/${setup.attempts.ana.attempt.id}/answers/${essay.id}/grade`)
      .set(admin.auth)
      .send({ score: 1 })
      .expect(200);
    await app
      .api()
      .delete(`/api/exams/${(await buildExam(app.db, admin.user)).id}`)
      .set(admin.auth)
      .expect(204);
    const answer = await contract.answer("GET /api/audit-events", app.api().get("/api/audit-events").set(admin.auth));
    expect(answer.body.length).toBeGreaterThanOrEqual(2);
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
