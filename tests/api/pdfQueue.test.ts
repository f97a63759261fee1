import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { requireChromium, usePdfRenderer } from "../support/pdf";
import { binaryBody } from "../support/binaryBody";
import { buildExam, signedIn } from "../support/factories";
import { migratedDataDir } from "../support/serverData";
import { login, startServer, waitUntilReady } from "../support/serverProcess";
import { useTestApp } from "../support/testApp";

/** PDF renders take turns: many at once neither crash the shared browser nor stall the server. */

const chromium = requireChromium();
const renderer = usePdfRenderer();
const app = useTestApp({ pdfRenderer: renderer });

const names = (count: number) => Array.from({ length: count }, (_, index) => `Aluno ${index + 1}`);

async function classPdf(auth: Record<string, string>, examId: string, copies: number) {
  return app
    .api()
    .post(`/api/exams/${examId}/export/class-pdf`)
    .set(auth)
    .send({ names: names(copies), className: "7º A" })
    .buffer(true)
    .parse(binaryBody);
}

/** Process ids of the descendants of `pid` (the browser's own helper processes included). */
function descendants(pid: number): number[] {
  const table = execFileSync("ps", ["-e", "-o", "pid=,ppid="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number));
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, ppid] of table) {
      if (ppid === parent) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

/** Running, not merely a zombie waiting for its parent (here, the container's init) to reap it. */
const alive = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0] !== "Z";
  } catch {
    return false;
  }
};

describe("PDF renders in turns", { timeout: 120_000 }, () => {
  it("refuses what is beyond the queue with 503 and Retry-After, renders the rest, and keeps the server answering", async () => {
    const teachers = await Promise.all([signedIn(app), signedIn(app), signedIn(app)]);
    const exams = await Promise.all(teachers.map((teacher) => buildExam(app.db, teacher.user)));
    expect((await classPdf(teachers[0].auth, exams[0].id, 1)).status).toBe(200); // the browser is up
    // Five each: one running and two waiting per person are accepted, the other two refused.
    const requests = teachers.flatMap((teacher, index) =>
      Array.from({ length: 5 }, () => classPdf(teacher.auth, exams[index].id, 5)),
    );
    const waits: number[] = [];
    for (let index = 0; index < 5; index++) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const start = performance.now();
      expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
      waits.push(performance.now() - start);
    }
    expect(waits.sort((a, b) => a - b)[2]).toBeLessThan(1_000);

    const responses = await Promise.all(requests);
    const refused = responses.filter((response) => response.status === 503);
    const rendered = responses.filter((response) => response.status === 200);
    expect(refused).toHaveLength(6);
    expect(rendered).toHaveLength(9);
    for (const response of refused) {
      expect(response.headers["retry-after"]).toBe("10");
      expect(JSON.parse(response.body.toString()).message).toBe(
        "Muitas impressões em andamento. Tente de novo em alguns segundos.",
      );
    }
    for (const response of rendered) expect(response.body.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("fails the render in flight cleanly when the browser dies, and starts a new browser for the next", async () => {
    const teacher = await signedIn(app);
    const exam = await buildExam(app.db, teacher.user);
    expect((await classPdf(teacher.auth, exam.id, 1)).status).toBe(200);
    const first = renderer.browserProcess();
    expect(first?.pid).toBeDefined();

    const inFlight = classPdf(teacher.auth, exam.id, 150);
    await new Promise((resolve) => setTimeout(resolve, 150));
    first!.kill("SIGKILL");
    const failed = await inFlight;
    expect(failed.status).toBe(503);
    expect(JSON.parse(failed.body.toString()).message).toBe("A geração do PDF foi interrompida. Tente de novo.");

    const next = await classPdf(teacher.auth, exam.id, 2);
    expect(next.status).toBe(200);
    expect(next.body.subarray(0, 5).toString()).toBe("%PDF-");
    expect(renderer.browserProcess()?.pid).not.toBe(first!.pid);
  });
});

describe("stopping the app", { timeout: 120_000 }, () => {
  it("closes its browser on SIGTERM", async () => {
    const dataDir = migratedDataDir("pdf");
    const server = await startServer({ DATA_DIR: dataDir, DEMO_MODE: "true", CHROMIUM_PATH: chromium });
    try {
      await waitUntilReady(server);
      // The demo administrator: it reaches every school without being a member of one.
      const { token } = await (await login(server.port, "admin@demo.escola.br", "admin123")).json();
      const call = (path: string, body?: unknown) =>
        fetch(`${server.url}${path}`, {
          method: body ? "POST" : "GET",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: body ? JSON.stringify(body) : undefined,
        });
      const [school] = await (await call("/api/schools")).json();
      const [level] = await (await call("/api/grade-levels")).json();
      expect([school?.id, level?.id]).toEqual([expect.any(String), expect.any(String)]);
      const exam = await (
        await call("/api/exams", {
          title: "Prova",
          subject: "Ciências",
          schoolId: school.id,
          gradeLevelId: level.id,
          questions: [{ questionType: "essay", questionText: "<p>Explique.</p>" }],
        })
      ).json();
      const pdf = await call(`/api/exams/${exam.id}/export/pdf?format=pdf`);
      expect(pdf.status).toBe(200);
      const browserProcesses = descendants(server.child.pid!);
      expect(browserProcesses.length).toBeGreaterThan(0);

      server.child.kill("SIGTERM");
      expect(await server.exit).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(browserProcesses.filter(alive)).toEqual([]);
    } finally {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
