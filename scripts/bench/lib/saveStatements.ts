import type { AddressInfo } from "node:net";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { createApp } from "../../../server/app";
import type { Database } from "../../../server/db/client";
import * as schema from "../../../server/db/schema";
import { attemptToken } from "../../../server/services/attempts/tokens";
import { answersJson, type AnswerWrite, type SaveTemplate, type Slot, type TemplateStatement } from "./saveTemplate";

const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/**
 * The statements the app runs for one answer save, recorded from the app itself (in this process,
 * on a pool whose every connection reports what it is sent, whether the app reaches it through
 * the pool's `query` or a transaction on a connection of its own). The second of two saves is kept,
 * so nothing the app does only once is in it. Values equal to the write's own become slots.
 */
export async function recordSave(databaseUrl: string, sessionSecret: string, writes: [AnswerWrite, AnswerWrite]) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  let recorded: Array<{ text: string; values: unknown[]; prepared: boolean }> = [];
  pool.on("connect", (client) => {
    // Every argument passed on: the pool's own `query` hands the client a callback.
    const send = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: typeof send }).query = (...args) => {
      const [config, values] = args;
      if (typeof config === "string")
        recorded.push({ text: config, values: Array.isArray(values) ? values : [], prepared: false });
      else if (typeof config === "object" && config !== null && "text" in config) {
        const { text, name, values: own } = config as { text: string; name?: string; values?: unknown[] };
        recorded.push({ text, values: (Array.isArray(values) ? values : own) ?? [], prepared: Boolean(name) });
      }
      return send(...args);
    };
  });
  const db = drizzle(pool, { schema }) as unknown as Database;
  const app = createApp({
    db,
    sessionSecret,
    sessionTtlMs: 3_600_000,
    demoMode: false,
    system: { databaseKind: "server", version: "bench" },
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    for (const write of writes) {
      recorded = [];
      const response = await fetch(`${base}/api/attempt/answers`, {
        method: "PUT",
        headers: { "content-type": "application/json", "x-attempt-token": attemptToken(write.attemptId, sessionSecret) },
        body: JSON.stringify({ answers: [{ ...write, attemptId: undefined, textAnswer: null }] }),
      });
      if (!response.ok) throw new Error(`salvar resposta: ${response.status} ${await response.text()}`);
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await pool.end();
  }
  const write = writes[1];
  const slotOf = (value: unknown): Slot | undefined => {
    if (value === write.attemptId) return "attemptId";
    if (value === answersJson(write)) return "answers";
    if (value === write.questionId) return "questionId";
    if (value === write.selectedOptionId) return "selectedOptionId";
    if (value === write.revision || value === String(write.revision)) return "revision";
    if (typeof value === "string" && ISO_DATE.test(value)) return "now";
    return undefined;
  };
  const statements: TemplateStatement[] = recorded.map(({ text, values, prepared }) => ({
    text,
    prepared,
    values: values.map((value) => {
      const slot = slotOf(value);
      return slot ? { slot } : { value };
    }),
  }));
  const template: SaveTemplate = { statements };
  return template;
}
