import { existsSync, rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { createEmptyServerDatabase } from "../support/database";
import { NGINX, startNginx } from "../support/nginx";
import { keepClassSaving, setUpOnlineClass, SimulatedStudent } from "../support/onlineClass";
import { migratedDataDir } from "../support/serverData";
import { staffToken, startServer, waitUntilReady, type RunningServer } from "../support/serverProcess";

/**
 * Two instances of the server on one PostgreSQL database, as a network runs them behind a proxy
 * (docs/architecture.md#instances-that-agree): what one changes, the other shows at the next
 * request; behind nginx (deploy/nginx.conf), a class answering through the proxy loses nothing
 * when the instance running the application clock is killed, and the other takes the clock over.
 * Only with a PostgreSQL server: the embedded database is a single process.
 */

const target = await createEmptyServerDatabase();
const folders: string[] = [];
const running: RunningServer[] = [];
afterAll(async () => {
  for (const server of running)
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
  await Promise.all(running.map((server) => server.exit));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  await target?.drop();
});

const STAFF = { email: "coordenador@demo.escola.br", password: "coord123" };
const ADMIN = { email: "admin@demo.escola.br", password: "admin123" };
const CLOCK_LINE = "Relógio das aplicações: esta instância abre e fecha as aplicações.";

async function instance(): Promise<RunningServer> {
  const dataDir = migratedDataDir("instances");
  folders.push(dataDir);
  const server = await startServer({
    DATA_DIR: dataDir,
    DEMO_MODE: "true",
    DATABASE_URL: target!.url,
    SESSION_SECRET: "i".repeat(40),
    TRUST_PROXY: "1",
  });
  running.push(server);
  await waitUntilReady(server);
  return server;
}

const call = (server: RunningServer, path: string, token: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${server.url}${path}`, {
    method: init.method ?? "GET",
    headers: { authorization: `Bearer ${token}`, ...(init.body ? { "content-type": "application/json" } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });

/** Waits (polling, up to `ms`) until `predicate` holds. */
async function eventually(predicate: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (predicate()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return predicate();
}

describe.skipIf(!target)("two instances on one PostgreSQL", () => {
  let first: RunningServer;
  let second: RunningServer;
  const leads = (server: RunningServer) => server.output().split(CLOCK_LINE).length - 1;

  it("agree at once: an exam created on one is listed by the other, a session ended on one is refused by the other", async () => {
    // One after the other: the first seeds the demonstration network.
    first = await instance();
    second = await instance();

    const token = await staffToken(first, STAFF);
    type ExamList = Array<{ id: string; schoolId: string; gradeLevelId: string }>;
    // The second keeps the list's order and the signed-in session (for up to 10 s and 5 s).
    const before = (await (await call(second, "/api/exams", token)).json()) as ExamList;
    const [sample] = before;
    const created = await call(first, "/api/exams", token, {
      method: "POST",
      body: {
        title: "Simulado da rede",
        subject: "Matemática",
        schoolId: sample.schoolId,
        gradeLevelId: sample.gradeLevelId,
        questions: [{ questionType: "essay", questionText: "<p>Explique.</p>", points: 1 }],
      },
    });
    const exam = (await created.json()) as { id: string };
    expect(created.status, JSON.stringify(exam)).toBe(201);
    const after = (await (await call(second, "/api/exams", token)).json()) as ExamList;
    expect(after.map((item) => item.id)).toContain(exam.id);

    expect((await call(second, "/api/auth/profile", token)).status).toBe(200);
    expect((await call(first, "/api/auth/logout", token, { method: "POST" })).status).toBeLessThan(300);
    expect((await call(second, "/api/auth/profile", token)).status).toBe(401);
  }, 120_000);

  it.skipIf(!existsSync(NGINX))(
    "behind nginx, a class of 200 goes on answering when the instance running the clock is killed: no answer lost, the clock moves",
    async () => {
      const proxy = await startNginx([first.port, second.port]);
      try {
        const setup = await setUpOnlineClass(proxy.url, ADMIN, { size: 200, questions: 10 });
        const students = await Promise.all(
          setup.accessCodes.map((code) => SimulatedStudent.enter(proxy.url, setup.examCode, code)),
        );
        // One of the two holds the clock within a turn or two (every 10 s): that one is killed.
        expect(await eventually(() => leads(first) + leads(second) > 0, 25_000)).toBe(true);
        expect(leads(first) + leads(second)).toBe(1);
        const [holder, survivor] = leads(first) === 1 ? [first, second] : [second, first];

        const saving = keepClassSaving(proxy.url, students, { seconds: 12, intervalMs: 2_000 });
        // In the middle of it: once the class has saved a few rounds.
        const confirmed = () => students.reduce((sum, student) => sum + student.acknowledged.size, 0);
        expect(await eventually(() => confirmed() >= 500, 15_000)).toBe(true);
        holder.child.kill("SIGKILL");
        await holder.exit;
        const result = await saving;

        if (result.failures.size > 0) console.log(proxy.errorLog().split("\n").slice(0, 40).join("\n"));
        const acknowledged = students.reduce((sum, student) => sum + student.acknowledged.size, 0);
        const lost = (await Promise.all(students.map((student) => student.lostAnswers(proxy.url)))).flat();
        console.log(
          `failover: ${result.latencies.length} salvamentos confirmados, ${acknowledged} respostas confirmadas, ` +
            `${acknowledged - lost.length} encontradas, ${lost.length} perdidas, falhas ${JSON.stringify([...result.failures])}`,
        );
        expect(result.latencies.length).toBeGreaterThan(1_000);
        expect(result.failures.size).toBe(0);
        expect(lost).toEqual([]);
        expect(await eventually(() => leads(survivor) === 1, 25_000)).toBe(true);
      } finally {
        await proxy.stop();
      }
    },
    180_000,
  );
});
