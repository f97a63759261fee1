import { describe, expect, it } from "vitest";
import { contractOf } from "../support/contracts";
import { anasTerm } from "../support/learning";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const contract = contractOf("learning");

describe("learning report answers", () => {
  it("a student's, a class's, an exam's and a school's reports follow their contracts", async () => {
    const term = await anasTerm(app);
    const student = `/api/students/${term.ana.id}`;
    await contract.answer("GET /api/students/:id/report", app.api().get(`${student}/report`).set(term.coordinator.auth));
    await contract.answer(
      "GET /api/exams/:id/report",
      app.api().get(`/api/exams/${term.online.id}/report`).set(term.coordinator.auth),
    );
    await contract.answer(
      "GET /api/exams/:id/report/export",
      app.api().get(`/api/exams/${term.online.id}/report/export`).set(term.coordinator.auth),
    );
    const school = `/api/schools/${term.online.schoolId}/report`;
    await contract.answer("GET /api/schools/:id/report", app.api().get(school).set(term.coordinator.auth));
    await contract.answer("GET /api/schools/:id/report/export", app.api().get(`${school}/export`).set(term.coordinator.auth));
    await contract.answer(
      "GET /api/classes/:id/report",
      app.api().get(`/api/classes/${term.schoolClass.id}/report`).set(term.coordinator.auth),
    );
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
