import { describe, expect, it } from "vitest";
import { contractOf } from "../support/contracts";
import { signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const contract = contractOf("curriculum");

describe("curriculum answers", () => {
  it("a search and a lookup follow their schemas", async () => {
    const teacher = await signedIn(app);
    const found = await contract.answer("GET /api/curriculum", app.api().get("/api/curriculum?search=D1").set(teacher.auth));
    expect(found.body.length).toBeGreaterThan(0);
    await contract.answer(
      "GET /api/curriculum/lookup",
      app.api().get("/api/curriculum/lookup?codes=EF05MA01,XYZ").set(teacher.auth),
    );
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
