import { describe, expect, it } from "vitest";
import { buildApplicableExam, applyExam } from "../support/applications";
import { useTestApp } from "../support/testApp";

// Behind one proxy, so each test's client address comes from X-Forwarded-For.
const app = useTestApp({ trustProxyHops: 1 });

/** The real allowance: 600 lookups of exam codes per address in 5 minutes. */
const ALLOWANCE = 600;

describe("exam codes on the public routes", () => {
  it("are looked up at most 600 times in 5 minutes per address, across the three routes; other addresses go on", async () => {
    const setup = await buildApplicableExam(app);
    await applyExam(app, setup);
    const code = setup.exam.examCode;
    const from = (address: string) => ({ "X-Forwarded-For": address });
    const lookups = [
      (address: string) => app.api().get("/api/online/ZZZZ22").set(from(address)),
      (address: string) => app.api().get(`/api/online/${code}`).set(from(address)),
      (address: string) => app.api().get(`/api/exams/${code}/online`).set(from(address)),
      (address: string) => app.api().post("/api/online/ZZZZ22/attempts").set(from(address)).send({ accessCode: "ABC234" }),
    ];

    const statuses: number[] = [];
    for (let batch = 0; batch < ALLOWANCE / 20; batch++) {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) => lookups[(batch * 20 + index) % lookups.length]("203.0.113.7")),
      );
      statuses.push(...responses.map((response) => response.status));
    }
    expect(statuses).not.toContain(429);
    expect(new Set(statuses)).toEqual(new Set([200, 404]));

    for (const lookup of lookups) {
      const refused = await lookup("203.0.113.7");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(300);
      expect(refused.body.message).toMatch(
        /^Muitas consultas de códigos de prova a partir desta rede\. Aguarde [1-5] minutos? e tente de novo\.$/,
      );
    }

    const elsewhere = await lookups[1]("198.51.100.20");
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.examCode).toBe(code);
  });

  it("answer every wrong code alike", async () => {
    const from = { "X-Forwarded-For": "203.0.113.99" };
    const first = await app.api().get("/api/online/ZZZZ23").set(from);
    const second = await app.api().get("/api/online/YYYY99").set(from);
    expect(first.status).toBe(404);
    expect(second.text).toBe(first.text);
    const delivered = await app.api().get("/api/exams/ZZZZ23/online").set(from);
    expect((await app.api().get("/api/exams/YYYY99/online").set(from)).text).toBe(delivered.text);
  });
});
