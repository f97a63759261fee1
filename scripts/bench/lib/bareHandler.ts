/**
 * The stack's own limit: Express and `pg`, nothing else. Each route runs one recorded statement
 * (the app's main query for a call, with the values of one of its variants) and answers its rows
 * as JSON. Started as a separate process by the benchmark:
 *
 *   tsx scripts/bench/lib/bareHandler.ts <statements.json>
 *
 * with DATABASE_URL set; prints `{"port": n}` once listening.
 */
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import express from "express";
import pg from "pg";
import type { Statement } from "./recordingApp";

const cases = JSON.parse(readFileSync(process.argv[2], "utf8")) as Record<string, Statement[]>;
// The app's pool size, so both meet PostgreSQL with the same number of connections.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = express();

// Run as the app runs it: prepared (named, once per connection) when the app prepares it.
app.get("/:name", async (req, res) => {
  const variants = cases[req.params.name];
  const variant = Number(req.query.v ?? 0) % variants.length;
  const { text, values, prepared } = variants[variant];
  const { rows } = await pool.query({ name: prepared ? `${req.params.name}_${variant}` : undefined, text, values });
  res.json(rows);
});

const server = app.listen(0, "127.0.0.1", () => {
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
});
process.on("SIGTERM", () => {
  server.close();
  void pool.end();
});
