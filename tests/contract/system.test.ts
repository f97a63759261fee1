import { describe, expect, it } from "vitest";
import { contractOf } from "../support/contracts";
import { signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

const METRICS_TOKEN = "contrato-".repeat(3);
const app = useTestApp({ demoMode: true, metricsToken: METRICS_TOKEN });
const contract = contractOf("system");

describe("system answers", () => {
  it("health, readiness, the metrics, the system status and the demo credentials follow their schemas", async () => {
    const staff = await signedIn(app);
    await contract.answer("GET /api/health", app.api().get("/api/health"));
    await contract.answer("GET /api/ready", app.api().get("/api/ready"));
    await contract.answer("GET /metrics", app.api().get("/metrics").set("Authorization", `Bearer ${METRICS_TOKEN}`));
    await contract.answer("GET /api/system/status", app.api().get("/api/system/status").set(staff.auth));
    await contract.answer("GET /api/demo/credentials", app.api().get("/api/demo/credentials"));
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
