import { describe, expect, it } from "vitest";
import { contractOf } from "../support/contracts";
import { answeredApplication } from "../support/results";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const contract = contractOf("analysis");

describe("analysis answers", () => {
  it("the item analysis and the descriptors follow their schemas", async () => {
    const setup = await answeredApplication(app);
    const application = `/api/applications/${setup.application.id}`;
    await contract.answer(
      "GET /api/applications/:id/item-analysis",
      app.api().get(`${application}/item-analysis`).set(setup.teacher.auth),
    );
    await contract.answer(
      "GET /api/applications/:id/descriptors",
      app.api().get(`${application}/descriptors`).set(setup.teacher.auth),
    );
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
