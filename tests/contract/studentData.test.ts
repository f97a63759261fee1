import { describe, expect, it } from "vitest";
import { contractOf } from "../support/contracts";
import { signedIn } from "../support/factories";
import { answeredApplication } from "../support/results";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const contract = contractOf("studentData");

describe("student data answers", () => {
  it("a student's data export and erasure follow their contracts", async () => {
    const setup = await answeredApplication(app);
    const coordinator = await signedIn(app, "coordenador", { schoolIds: [setup.exam.schoolId] });
    const student = `/api/students/${setup.students[0].id}`;
    await contract.answer("GET /api/students/:id/data-export", app.api().get(`${student}/data-export`).set(coordinator.auth));
    await contract.answer("POST /api/students/:id/erase", app.api().post(`${student}/erase`).set(coordinator.auth), 204);
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
