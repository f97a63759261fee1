import { describe, expect, it } from "vitest";
import { contractOf } from "../support/contracts";
import { signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const contract = contractOf("settings");

describe("settings answers", () => {
  it("the terms follow their contract", async () => {
    const admin = await signedIn(app, "admin");
    await contract.answer("GET /api/settings/terms", app.api().get("/api/settings/terms").set(admin.auth));
    // The default again, for the files beside this one on a shared database.
    const body = { kind: "bimestre", starts: ["01/01", "16/04", "16/07", "01/10"] };
    await contract.answer("PUT /api/settings/terms", app.api().put("/api/settings/terms").set(admin.auth).send(body));
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
