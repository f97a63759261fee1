/**
 * The answer save's own limit: Express and `pg`, nothing else. `PUT /api/attempt/answers` takes
 * the student page's body and runs the statements the app runs for a save (recorded from it, see
 * saveStatements.ts) on one connection of a pool of the app's size, then answers once they are
 * committed. No validation, no signature check, no middleware. Started as a separate process by
 * the benchmark:
 *
 *   tsx scripts/bench/lib/bareSaveHandler.ts <template.json>
 *
 * with DATABASE_URL set; prints `{"port": n}` once listening.
 */
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import express from "express";
import pg from "pg";
import { valuesFor, type SaveTemplate } from "./saveTemplate";

const template = JSON.parse(readFileSync(process.argv[2], "utf8")) as SaveTemplate;
// The app's pool size, so both meet PostgreSQL with the same number of connections.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = express();

app.put("/api/attempt/answers", express.json(), async (req, res) => {
  const body = req.body as { answers: Array<{ questionId: string; selectedOptionId: string; revision: number }> };
  const [answer] = body.answers;
  // The attempt id is the token's first part (services/attempts/tokens.ts); its signature goes unchecked here.
  const write = { ...answer, attemptId: (req.get("x-attempt-token") ?? "").split(".")[0] };
  const now = new Date();
  const client = await pool.connect();
  try {
    for (const [index, statement] of template.statements.entries()) {
      await client.query({
        name: statement.prepared ? `save_${index}` : undefined,
        text: statement.text,
        values: valuesFor(statement, write, now),
      });
    }
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
  res.json({ saved: [{ questionId: answer.questionId, revision: answer.revision }], serverNow: now.toISOString() });
});

const server = app.listen(0, "127.0.0.1", () => {
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
});
process.on("SIGTERM", () => {
  server.close();
  void pool.end();
});
