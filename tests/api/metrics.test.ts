import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openEmbeddedDatabase } from "../../server/db/client";
import { signedIn } from "../support/factories";
import { applyExam, buildApplicableExam } from "../support/applications";
import { studentAnswers } from "../support/results";
import { startApp, useTestApp } from "../support/testApp";

const TOKEN = "metricas-".repeat(4);
const app = useTestApp({ metricsToken: TOKEN, metricSources: { scanBatchesWaiting: async () => 3 } });

const scrape = async () => {
  const response = await app.api().get("/metrics").set("Authorization", `Bearer ${TOKEN}`);
  expect(response.status).toBe(200);
  expect(response.headers["content-type"]).toContain("text/plain");
  return response.text;
};

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
const sample = (text: string, line: string) => {
  const found = text.split("\n").find((candidate) => candidate.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
};

describe("GET /metrics", () => {
  it("answers the bearer of METRICS_TOKEN alone, the same 401 to a wrong token as to none", async () => {
    for (const authorization of [undefined, "Bearer errado", `Bearer ${TOKEN}x`, TOKEN]) {
      const request = app.api().get("/metrics");
      const response = await (authorization ? request.set("Authorization", authorization) : request);
      expect(response.status).toBe(401);
      expect(response.headers["www-authenticate"]).toBe("Bearer");
      expect(response.body).toEqual({ message: "Não autorizado.", code: "unauthorized" });
    }
  });

  it("counts requests by route pattern and status, answer saves, the caches' hits, the queues and the sheets being read", async () => {
    const staff = await signedIn(app, "coordenador");
    await app.api().get("/api/health").expect(200);
    const missing = randomUUID();
    await app.api().get(`/api/exams/${missing}`).set(staff.auth).expect(404);
    await app.api().get("/api/exams").set(staff.auth).expect(200);
    await app.api().get("/api/exams").set(staff.auth).expect(200);
    const setup = await buildApplicableExam(app);
    await applyExam(app, setup);
    const saving = false;
    await studentAnswers(
      app,
      setup.exam.examCode,
      { accessCode: setup.students[0].accessCode },
      [{ question: "1 + 1", option: "Alternativa B" }],
      saving,
    );

    const text = await scrape();
    expect(sample(text, 'http_requests_total{method="GET",route="/api/health",status="200"}')).toBeGreaterThanOrEqual(1);
    // A route's pattern, never the path: ids would make the series endless.
    expect(sample(text, 'http_requests_total{method="GET",route="/api/exams/:id",status="404"}')).toBe(1);
    expect(text).not.toContain(missing);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/exams",status="200"}')).toBe(2);
    expect(sample(text, "answer_save_duration_seconds_count")).toBe(1);
    expect(sample(text, 'cache_reads_total{cache="read_cache",result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'cache_reads_total{cache="read_cache",result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'jobs{queue="question_files",state="waiting"}')).toBe(0);
    expect(sample(text, "scan_batches_waiting")).toBe(3);
    expect(text).toContain("process_cpu_seconds_total");
  });

  it("is not there without a token (404, not the app's page)", async () => {
    const bare = await startApp(app.db);
    try {
      const response = await bare.api().get("/metrics").set("Authorization", `Bearer ${TOKEN}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual((await bare.api().get("/api/rota-inexistente")).body);
      expect(response.body.code).toBe("not_found");
    } finally {
      await bare.close();
    }
  });
});

describe("GET /api/ready", () => {
  it("is ready once the database answers with every migration applied, and says so otherwise", async () => {
    expect((await app.api().get("/api/ready")).body).toEqual({ status: "ready" });
    const unmigrated = await openEmbeddedDatabase();
    const fresh = await startApp(unmigrated.db);
    try {
      const response = await fresh.api().get("/api/ready");
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({
        code: "migrations_pending",
        message: "O banco de dados ainda não foi atualizado para esta versão.",
      });
      // Alive all the same: the database answers.
      expect((await fresh.api().get("/api/health")).status).toBe(200);
    } finally {
      await fresh.close();
      await unmigrated.close();
    }
  });
});
