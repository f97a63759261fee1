import { describe, expect, it } from "vitest";
import { applyExam, buildApplicableExam, entered } from "../support/applications";
import { contractOf } from "../support/contracts";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const contract = contractOf("applications");

describe("application answers", () => {
  it("applying, listing, the live view, extending, opening, closing and deleting follow their schemas", async () => {
    const setup = await buildApplicableExam(app);
    const { auth } = setup.teacher;
    const ofExam = `/api/exams/${setup.exam.id}/applications`;
    const applied = await contract.answer(
      "POST /api/exams/:id/applications",
      app
        .api()
        .post(ofExam)
        .set(auth)
        .send({ classIds: [setup.schoolClass.id], durationMinutes: 30, allowAnonymous: true }),
      201,
    );
    const application = `/api/applications/${applied.body.id as string}`;
    const entry = await entered(app, setup.exam.examCode, { accessCode: setup.students[0].accessCode });
    await entered(app, setup.exam.examCode, { name: "Visitante" });

    await contract.answer("GET /api/exams/:id/applications", app.api().get(ofExam).set(auth));
    await contract.answer("GET /api/applications/:id", app.api().get(application).set(auth));
    await contract.answer("GET /api/applications/:id/live", app.api().get(`${application}/live`).set(auth));
    await contract.answer(
      "POST /api/applications/:id/attempts/:attemptId/extend",
      app.api().post(`${application}/attempts/${entry.attempt.id}/extend`).set(auth).send({ minutes: 5 }),
    );
    await contract.answer("POST /api/applications/:id/close", app.api().post(`${application}/close`).set(auth));

    const later = new Date(Date.now() + 24 * 3_600_000).toISOString();
    const scheduled = await applyExam(app, setup, { startsAt: later });
    await contract.answer("POST /api/applications/:id/open", app.api().post(`/api/applications/${scheduled.id}/open`).set(auth));
    const unused = await applyExam(app, setup, { startsAt: later });
    await contract.answer("DELETE /api/applications/:id", app.api().delete(`/api/applications/${unused.id}`).set(auth), 204);
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
