import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ExamCreateInput } from "../../shared/schemas/exams";
import type { AttemptEntry } from "../../shared/types/online";
import type { AppDependencies } from "../../server/app";
import { applyExam, attemptHeader, buildApplicableExam, entered } from "../support/applications";
import { multipleChoiceQuestions } from "../support/onlineClass";
import { handlersAtWork } from "../../server/shutdown";
import { startApp, useTestApp, type TestApp } from "../support/testApp";

/**
 * `PUT /api/attempt/answers` is answered before Express (http/plainRoute.ts). Every request here
 * goes to the app as the server runs it and to the same app with only Express behind the port;
 * both must answer alike: status, headers, body and log line.
 */
const logs = { lane: [] as string[], express: [] as string[] };
const deps = (lines: string[]): Partial<AppDependencies> => ({ trustProxyHops: 1, logRequest: (line) => lines.push(line) });
const database = useTestApp();

type Started = Awaited<ReturnType<typeof startApp>>;
let lane: Started;
let express: Started;
let handled: ReturnType<typeof vi.spyOn>;
/** Two attempts at one exam of 16 questions, one to answer through each server. */
let attempts: { lane: AttemptEntry; express: AttemptEntry };

beforeAll(async () => {
  lane = await startApp(database.db, deps(logs.lane));
  express = await startApp(database.db, deps(logs.express), (app) => app.express);
  // Express's app passes every request it is given to its `handle` (untyped, hence the cast).
  handled = vi.spyOn(lane.app.express as unknown as { handle: () => void }, "handle");
  const app: TestApp = { db: database.db, url: lane.url, api: lane.api, errors: lane.errors };
  const setup = await buildApplicableExam(app, multipleChoiceQuestions(16) as ExamCreateInput["questions"]);
  await applyExam(app, setup);
  attempts = {
    lane: await entered(app, setup.exam.examCode, { accessCode: setup.students[0].accessCode }),
    express: await entered(app, setup.exam.examCode, { accessCode: setup.students[1].accessCode }),
  };
});
afterAll(async () => {
  await lane?.close();
  await express?.close();
});

interface Sent {
  headers?: Record<string, string>;
  body?: string;
  /** The attempt's key goes with the request, each server its own attempt's. */
  withKey?: boolean;
  /** The Origin header names the server's own address. */
  sameOrigin?: boolean;
}

/** What can differ between two answers to the same request: the time, the clock, the new id. */
async function answerOf(server: "lane" | "express", sent: Sent) {
  const { url } = server === "lane" ? lane : express;
  const headers: Record<string, string> = { "content-type": "application/json", ...sent.headers };
  if (sent.withKey) Object.assign(headers, attemptHeader(attempts[server].token));
  if (sent.sameOrigin) headers.origin = url;
  const before = logs[server].length;
  const response = await fetch(`${url}/api/attempt/answers`, { method: "PUT", headers, body: sent.body });
  const answered = Object.fromEntries(response.headers);
  delete answered.date;
  // A new id where none, or none usable, was sent.
  answered["x-request-id"] = answered["x-request-id"].replace(/^[0-9a-f]{8}-[0-9a-f-]{27}$/, "<novo>");
  const text = (await response.text()).replace(/"(serverNow|deadlineAt)":"[^"]+"/g, '"$1":"<hora>"');
  await vi.waitFor(() => expect(logs[server].length).toBe(before + 1));
  const line = logs[server][before].replace(/ [\d.]+ms id=.*$/, " <ms>");
  return { status: response.status, headers: answered, text, line };
}

async function bothAlike(sent: Sent) {
  const fromLane = await answerOf("lane", sent);
  const fromExpress = await answerOf("express", sent);
  expect(fromLane).toEqual(fromExpress);
  return fromLane;
}

const answersTo = (entry: AttemptEntry, count: number, revision = 1) => ({
  answers: entry.exam.questions.slice(0, count).map((question) => ({
    questionId: question.id,
    selectedOptionId: question.options[1].id,
    revision,
  })),
});
/** The same answers for both attempts: their questions and options are the exam's. */
const saveBody = (count: number, revision = 1) => JSON.stringify(answersTo(attempts.lane, count, revision));

/** A save whose client leaves after 20 bytes of its body; then the next save of the same attempt. */
async function leaveMidBody(name: "lane" | "express") {
  const server = name === "lane" ? lane : express;
  const key = attemptHeader(attempts[name].token);
  const { hostname, port } = new URL(server.url);
  const errorsBefore = server.errors.length;
  // Counted from here on, as a stopping server counts them before it closes the database.
  const atWork = handlersAtWork(server.server);
  const body = saveBody(4);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  const head = [
    "PUT /api/attempt/answers HTTP/1.1",
    `Host: ${hostname}:${port}`,
    "Content-Type: application/json",
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(key).map(([header, value]) => `${header}: ${value}`),
  ].join("\r\n");
  socket.write(`${head}\r\n\r\n${body.slice(0, 20)}`);
  await vi.waitFor(() => expect(atWork()).toBe(1));
  await new Promise<void>((resolve) => socket.once("close", () => resolve()).destroy());

  await vi.waitFor(() => expect(atWork()).toBe(0));
  const next = await fetch(`${server.url}/api/attempt/answers`, {
    method: "PUT",
    headers: { "content-type": "application/json", ...key },
    body: saveBody(1, 4),
  });
  expect(next.status).toBe(200);
  expect(server.errors).toHaveLength(errorsBefore);
}

describe("the answer save answered before Express", () => {
  it("answers a save as Express does, headers, compression and log line included, without reaching Express", async () => {
    handled.mockClear();
    const saved = await bothAlike({ withKey: true, sameOrigin: true, body: saveBody(2) });
    expect(saved.status).toBe(200);
    expect(JSON.parse(saved.text).saved).toHaveLength(2);
    expect(saved.headers).toMatchObject({
      "cache-control": "no-store",
      "content-security-policy": expect.stringContaining("frame-ancestors 'none'"),
      "x-content-type-options": "nosniff",
    });
    expect(saved.line).toBe("PUT /api/attempt/answers 200 <ms>");
    // Over 1 KB, to a browser: compressed the same way.
    const compressed = await bothAlike({
      withKey: true,
      headers: { "accept-encoding": "gzip, deflate, br", "x-request-id": "proxy-id-123456", "x-forwarded-proto": "https" },
      body: saveBody(16, 2),
    });
    expect(compressed.headers).toMatchObject({
      "content-encoding": "br",
      vary: "Accept-Encoding",
      "x-request-id": "proxy-id-123456",
      "strict-transport-security": expect.stringContaining("max-age="),
    });
    expect(JSON.parse(compressed.text).saved).toHaveLength(16);
    expect(handled).not.toHaveBeenCalled();
  });

  it("refuses what Express refuses, with the same status, message and headers", async () => {
    const refusals: Array<[Sent, number, string]> = [
      [{ body: saveBody(1) }, 401, "Acesso à prova inválido. Entre novamente com o código da prova."],
      [{ headers: attemptHeader("forjado.abc"), body: saveBody(1) }, 401, "Acesso à prova inválido."],
      [{ withKey: true, body: '{"answers": [' }, 400, "JSON inválido no corpo da requisição."],
      [{ withKey: true, body: '"só um texto"' }, 400, "JSON inválido no corpo da requisição."],
      [{ withKey: true, body: "   " }, 400, "JSON inválido no corpo da requisição."],
      [{ withKey: true, body: '\uFEFF{"answers": 5}' }, 400, "Entrada inválida: esperava um vetor, recebeu um número"],
      [{ withKey: true, body: '{"answers": [{"questionId": "x"}]}' }, 400, "inválid"],
      [
        { withKey: true, headers: { origin: "https://outro-site.example" }, body: saveBody(1) },
        403,
        "Origem da requisição não permitida.",
      ],
      [{ withKey: true, headers: { referer: "https://outro-site.example/pagina" }, body: saveBody(1) }, 403, "Origem"],
      [{ withKey: true, headers: { "x-request-id": "não serve; forjado" }, body: '{"answers": 5}' }, 400, ""],
    ];
    for (const [sent, status, message] of refusals) {
      const answer = await bothAlike(sent);
      expect(answer.status, JSON.stringify(sent)).toBe(status);
      expect(JSON.parse(answer.text).message).toContain(message);
      expect(answer.headers["cache-control"]).toBe(status === 403 || message.startsWith("JSON") ? undefined : "no-store");
    }
  });

  it("leaves to Express the bodies its parser must judge, which answers them as before", async () => {
    handled.mockClear();
    const others: Sent[] = [
      { withKey: true, headers: { "content-type": "text/plain" }, body: saveBody(1) },
      { withKey: true, headers: { "content-type": "application/json; charset=latin1" }, body: saveBody(1) },
      { withKey: true, body: JSON.stringify({ answers: [], padding: "x".repeat(1024 * 1024) }) },
    ];
    const statuses = [];
    for (const sent of others) statuses.push((await bothAlike(sent)).status);
    // A body of another type is no body: an empty save.
    expect(statuses).toEqual([200, 400, 413]);
    expect(handled).toHaveBeenCalledTimes(others.length);
  });

  it("lets a client that leaves in the middle of its body go, as Express does: no error, the request ended, the next answered", async () => {
    for (const server of ["lane", "express"] as const) await leaveMidBody(server);
  });

  it("answers a handed-in attempt's save as Express does", async () => {
    for (const server of ["lane", "express"] as const) {
      const { url } = server === "lane" ? lane : express;
      const submitted = await fetch(`${url}/api/attempt/submit`, {
        method: "POST",
        headers: { "content-type": "application/json", ...attemptHeader(attempts[server].token) },
        body: JSON.stringify({ answers: [] }),
      });
      expect(submitted.status).toBe(200);
    }
    const closed = await bothAlike({ withKey: true, body: saveBody(1, 3) });
    expect(closed.status).toBe(409);
  });
});
