import { describe, expect, it } from "vitest";
import { contractOf } from "../support/contracts";
import { anasTerm } from "../support/learning";
import { usePdfRenderer } from "../support/pdf";
import { useTestApp } from "../support/testApp";

const app = useTestApp({ pdfRenderer: usePdfRenderer() });
const contract = contractOf("learning");

describe("learning report answers", () => {
  it("a student's report and boletim follow their contracts", async () => {
    const term = await anasTerm(app);
    const student = `/api/students/${term.ana.id}`;
    await contract.answer("GET /api/students/:id/report", app.api().get(`${student}/report`).set(term.coordinator.auth));
    await contract.answer("GET /api/students/:id/report/pdf", app.api().get(`${student}/report/pdf`).set(term.coordinator.auth));
    await contract.answer(
      "GET /api/classes/:id/report",
      app.api().get(`/api/classes/${term.schoolClass.id}/report`).set(term.coordinator.auth),
    );
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
