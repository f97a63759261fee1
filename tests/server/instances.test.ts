import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientDistFolder } from "../../server/db/paths";
import { createEmptyServerDatabase } from "../support/database";
import { NGINX, startNginx } from "../support/nginx";
import { keepClassSaving, setUpOnlineClass, SimulatedStudent } from "../support/onlineClass";
import { migratedDataDir } from "../support/serverData";
import { staffToken, startServer, waitUntilReady, type RunningServer } from "../support/serverProcess";

/**
 * Two instances of the server on one PostgreSQL database, as a network runs them behind a proxy
 * (docs/architecture.md#instances-that-agree): what one changes, the other shows at the next
 * request; behind nginx (deploy/nginx.conf), a class answering through the proxy loses nothing and
 * sees no error while the instances are restarted one at a time (an upgrade without a pause), nor
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

const environments = new Map<RunningServer, Record<string, string>>();

async function instance(): Promise<RunningServer> {
  const dataDir = migratedDataDir("instances");
  folders.push(dataDir);
  const environment = {
    DATA_DIR: dataDir,
    DEMO_MODE: "true",
    DATABASE_URL: target!.url,
    SESSION_SECRET: "i".repeat(40),
    TRUST_PROXY: "1",
  };
  const server = await startServer(environment);
  environments.set(server, environment);
  running.push(server);
  await waitUntilReady(server);
  return server;
}

/**
 * `systemctl restart` of one instance: SIGTERM, the process ends by itself (exit 0, not the grace
 * period's forced exit), a new one starts on the same port with the same settings; then, as an
 * upgrade one instance at a time does, waits until it is ready before the next one is touched.
 */
async function restart(server: RunningServer): Promise<RunningServer> {
  server.child.kill("SIGTERM");
  expect(await server.exit, server.output()).toBe(0);
  const environment = environments.get(server)!;
  const next = await startServer(environment, server.port);
  environments.set(next, environment);
  running.push(next);
  await waitUntilReady(next, "/api/ready");
  return next;
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

interface PageLoad {
  path: string;
  headers?: Record<string, string>;
}

/**
 * What a student's browser asks for when it opens, or reloads, the exam page (client/online.html,
 * client/src/online): the page with its script and style sheet when the client is built, then the
 * exam's entry (EntryScreen) or, on a device already in the exam, the attempt (OnlineApp).
 */
async function studentPageLoad(base: string, examCode: string, attemptToken: string): Promise<PageLoad[]> {
  const reads: PageLoad[] = [
    { path: `/api/online/${examCode}` },
    { path: "/api/attempt", headers: { "x-attempt-token": attemptToken } },
  ];
  if (!existsSync(join(clientDistFolder, "online.html"))) return reads;
  const html = await (await fetch(`${base}/online/${examCode}`)).text();
  const script = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
  const styles = /<link rel="stylesheet"[^>]* href="([^"]+)"/.exec(html)?.[1];
  expect(script && styles, html).toBeTruthy();
  return [{ path: `/online/${examCode}` }, { path: script! }, { path: styles! }, ...reads];
}

interface PageTally {
  /** Loads started. */
  loads: number;
  slowestMs: number;
  /** Requests that did not answer 200, by status (0: no answer) and address. */
  failures: Map<string, number>;
}

/**
 * Opens the student page every 250 ms until `signal` aborts, as students arriving or reloading
 * would, without waiting for the loads under way (up to 20), so a slow moment is sampled too;
 * resolves once the last load has its answers.
 */
async function keepLoadingPage(base: string, load: PageLoad[], tally: PageTally, signal: AbortSignal): Promise<void> {
  const underWay = new Set<Promise<void>>();
  const loadOnce = async () => {
    const started = performance.now();
    const statuses = await Promise.all(
      load.map(({ path, headers }) =>
        fetch(`${base}${path}`, { headers }).then(
          async (response) => (await response.arrayBuffer(), response.status),
          () => 0,
        ),
      ),
    );
    statuses.forEach((status, index) => {
      const key = `${status} ${load[index].path}`;
      if (status !== 200) tally.failures.set(key, (tally.failures.get(key) ?? 0) + 1);
    });
    tally.slowestMs = Math.max(tally.slowestMs, performance.now() - started);
  };
  while (!signal.aborted) {
    if (underWay.size < 20) {
      tally.loads++;
      const one: Promise<void> = loadOnce().finally(() => underWay.delete(one));
      underWay.add(one);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await Promise.all(underWay);
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

  // One proxy and one class for both: the class keeps answering through a rolling restart, then
  // through the loss of the instance running the clock.
  describe.skipIf(!existsSync(NGINX))("behind nginx, a class of 200 answering", () => {
    let proxy: Awaited<ReturnType<typeof startNginx>>;
    let examCode: string;
    let students: SimulatedStudent[];
    const saves = () => students.reduce((sum, student) => sum + student.saves, 0);
    const acknowledged = () => students.reduce((sum, student) => sum + student.acknowledged.size, 0);
    const lostAnswers = async () => (await Promise.all(students.map((student) => student.lostAnswers(proxy.url)))).flat();

    beforeAll(async () => {
      proxy = await startNginx([first.port, second.port]);
      const setup = await setUpOnlineClass(proxy.url, ADMIN, { size: 200, questions: 10 });
      examCode = setup.examCode;
      students = await Promise.all(setup.accessCodes.map((code) => SimulatedStudent.enter(proxy.url, examCode, code)));
    }, 120_000);
    afterAll(() => proxy?.stop());

    it("goes on answering while the instances are restarted one at a time: every save acknowledged, none lost, the page loads throughout", async () => {
      const load = await studentPageLoad(proxy.url, examCode, students[0].token);
      const page: PageTally = { loads: 0, slowestMs: 0, failures: new Map() };
      const stop = new AbortController();
      const saving = keepClassSaving(proxy.url, students, { seconds: 120, intervalMs: 2_000, signal: stop.signal });
      const loading = keepLoadingPage(proxy.url, load, page, stop.signal);
      // Page loads started and seconds while each instance was out (from SIGTERM until its successor is ready).
      const restarts: Array<{ loads: number; seconds: number }> = [];
      const restartNoting = async (server: RunningServer) => {
        const [loads, started] = [page.loads, Date.now()];
        const next = await restart(server);
        restarts.push({ loads: page.loads - loads, seconds: (Date.now() - started) / 1000 });
        return next;
      };
      try {
        // The class is at work (a second of saves) before the first instance stops.
        expect(await eventually(() => saves() >= 100, 15_000)).toBe(true);
        first = await restartNoting(first);
        second = await restartNoting(second);
      } finally {
        stop.abort();
      }
      const [result] = await Promise.all([saving, loading]);

      if (result.failures.size > 0 || page.failures.size > 0) console.log(proxy.unusualErrors().slice(0, 40).join("\n"));
      const lost = await lostAnswers();
      console.log(
        `reinício um a um (${restarts.map(({ seconds }) => `${seconds.toFixed(1)} s`).join(" e ")}): ` +
          `${result.latencies.length} salvamentos confirmados, falhas ${JSON.stringify([...result.failures])}; ` +
          `${acknowledged()} respostas confirmadas, ${acknowledged() - lost.length} encontradas, ${lost.length} perdidas; ` +
          `página do aluno carregada ${page.loads} vezes (${restarts.map(({ loads }) => loads).join(" e ")} com uma instância fora), ` +
          `${load.length} pedidos cada${load.length < 5 ? " (sem o HTML: cliente não construído)" : ""}, ` +
          `a mais lenta em ${Math.round(page.slowestMs)} ms, falhas ${JSON.stringify([...page.failures])}`,
      );
      expect(result.failures.size).toBe(0);
      expect(lost).toEqual([]);
      expect([...page.failures]).toEqual([]);
      for (const { loads } of restarts) expect(loads).toBeGreaterThanOrEqual(5);
    }, 120_000);

    it("goes on answering when the instance running the clock is killed: no answer lost, the clock moves", async () => {
      const stop = new AbortController();
      const saving = keepClassSaving(proxy.url, students, { seconds: 60, intervalMs: 2_000, signal: stop.signal });
      const before = saves();
      let atKill = 0;
      let survivor: RunningServer;
      try {
        // In the middle of it: once the class has saved a few rounds, and one of the restarted
        // instances has taken the clock (each stopping one let it go): that one is killed.
        expect(await eventually(() => saves() - before >= 500 && leads(first) + leads(second) > 0, 25_000)).toBe(true);
        expect(leads(first) + leads(second)).toBe(1);
        const holder = leads(first) === 1 ? first : second;
        survivor = holder === first ? second : first;
        holder.child.kill("SIGKILL");
        await holder.exit;
        atKill = saves();
        // The class saves on through the other, which takes the clock over at its next turn.
        await eventually(() => saves() - atKill >= 500 && leads(survivor) === 1, 25_000);
      } finally {
        stop.abort();
      }
      const result = await saving;

      if (result.failures.size > 0) console.log(proxy.unusualErrors().slice(0, 40).join("\n"));
      const lost = await lostAnswers();
      console.log(
        `failover: ${result.latencies.length} salvamentos confirmados, ${acknowledged()} respostas confirmadas, ` +
          `${acknowledged() - lost.length} encontradas, ${lost.length} perdidas, falhas ${JSON.stringify([...result.failures])}`,
      );
      expect(result.latencies.length).toBeGreaterThanOrEqual(1_000);
      expect(saves() - atKill).toBeGreaterThanOrEqual(500);
      expect(result.failures.size).toBe(0);
      expect(lost).toEqual([]);
      expect(leads(survivor!)).toBe(1);
    }, 90_000);
  });
});
