import { describe, expect, it } from "vitest";
import { contractOf } from "../support/contracts";
import { buildBankItem, buildExam, signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const contract = contractOf("stats");

describe("figure answers", () => {
  it("the dashboard, the report's counts and its charts follow their schemas", async () => {
    const teacher = await signedIn(app);
    await buildExam(app.db, teacher.user);
    await buildBankItem(app.db, teacher.user);
    await contract.answer("GET /api/dashboard/stats", app.api().get("/api/dashboard/stats").set(teacher.auth));
    await contract.answer("GET /api/dashboard/agenda", app.api().get("/api/dashboard/agenda").set(teacher.auth));
    await contract.answer("GET /api/reports/stats", app.api().get("/api/reports/stats").set(teacher.auth));
    await contract.answer("GET /api/reports/charts", app.api().get("/api/reports/charts").set(teacher.auth));
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
