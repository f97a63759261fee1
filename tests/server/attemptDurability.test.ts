import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { createEmptyServerDatabase } from "../support/database";
import { setUpOnlineClass, SimulatedStudent } from "../support/onlineClass";
import { migratedDataDir } from "../support/serverData";
import { startServer, waitUntilReady, type RunningServer } from "../support/serverProcess";

const folders: string[] = [];
const drops: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  for (const drop of drops) await drop();
});

const STAFF = { email: "coordenador@demo.escola.br", password: "coord123" };

/** Every student keeps answering until the server stops answering; `progress.acknowledged` counts the saves confirmed. */
async function answerUntilDown(server: RunningServer, students: SimulatedStudent[], progress: { acknowledged: number }) {
  await Promise.all(
    students.map(async (student) => {
      for (;;) {
        const result = await student.answer(server.url).catch(() => undefined);
        if (!result) return;
        if (result.status === 200) progress.acknowledged++;
      }
    }),
  );
}

/** Waits until `count` saves were confirmed (however slow the machine), or the time is up. */
async function untilAcknowledged(progress: { acknowledged: number }, count: number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (progress.acknowledged < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * A class is saving answers when the server process is killed outright (SIGKILL: no shutdown,
 * no flush). After a restart on the same database, every answer that was acknowledged is there.
 */
describe("answers survive the server being killed", { timeout: 180_000 }, () => {
  it("on the database in use (embedded by default, the PostgreSQL server in the server run)", async () => {
    const dataDir = migratedDataDir("kill");
    folders.push(dataDir);
    const database = await createEmptyServerDatabase();
    if (database) drops.push(database.drop);
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      DEMO_MODE: "true",
      ...(database ? { DATABASE_URL: database.url, SESSION_SECRET: "k".repeat(40) } : {}),
    };

    const first = await startServer(env);
    await waitUntilReady(first);
    const setup = await setUpOnlineClass(first.url, STAFF, { size: 30, questions: 10 });
    const students = await Promise.all(setup.accessCodes.map((code) => SimulatedStudent.enter(first.url, setup.examCode, code)));

    // Killed in the middle of the saving, once a good number of saves were confirmed.
    const progress = { acknowledged: 0 };
    const saving = answerUntilDown(first, students, progress);
    await untilAcknowledged(progress, 300);
    first.child.kill("SIGKILL");
    await saving;
    await first.exit;
    console.log(`respostas confirmadas antes do SIGKILL: ${progress.acknowledged}`);
    expect(progress.acknowledged).toBeGreaterThanOrEqual(300);

    const second = await startServer(env, first.port);
    await waitUntilReady(second);
    try {
      const lost = (await Promise.all(students.map((student) => student.lostAnswers(second.url)))).flat();
      expect(lost).toEqual([]);
    } finally {
      second.child.kill("SIGTERM");
      await second.exit;
    }
  });
});
