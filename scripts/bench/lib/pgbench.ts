import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { percentile } from "./load";
import type { Statement } from "./recordingApp";

/** The query alone: PostgreSQL's own client hammering one statement, no Node in between. */
export interface PgbenchResult {
  perSecond: number;
  p95: number;
}

function pgbenchBinary(): string {
  for (const candidate of ["/usr/lib/postgresql/15/bin/pgbench", "/usr/bin/pgbench"]) if (existsSync(candidate)) return candidate;
  return "pgbench";
}

/** A value as PostgreSQL reads it in text form (drizzle has already turned dates into strings). */
function textOf(value: unknown): string {
  if (Array.isArray(value)) return `{${value.map((item) => JSON.stringify(textOf(item))).join(",")}}`;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** The statement with its values written in as SQL literals, as pgbench runs plain scripts. */
export function inlined(statement: Statement): string {
  return `${statement.text.replace(/\$(\d+)/g, (_, index: string) => {
    const value = statement.values[Number(index) - 1];
    return value === null || value === undefined ? "null" : pg.escapeLiteral(textOf(value));
  })};\n`;
}

export function runPgbench(
  databaseUrl: string,
  variants: Statement[],
  options: { clients: number; seconds: number },
): PgbenchResult {
  return runPgbenchScripts(databaseUrl, variants.map(inlined), options);
}

/** pgbench's clients running the scripts (SQL text, one or more statements each), each transaction one picked at random. */
export function runPgbenchScripts(
  databaseUrl: string,
  scriptTexts: string[],
  options: { clients: number; seconds: number },
): PgbenchResult {
  const dir = mkdtempSync(join(tmpdir(), "avaliacoes-pgbench-"));
  try {
    const scripts = scriptTexts.map((text, index) => {
      const file = join(dir, `variant${index}.sql`);
      writeFileSync(file, text);
      return ["-f", file];
    });
    execFileSync(
      pgbenchBinary(),
      [
        "-n",
        ...["-c", String(options.clients), "-j", "2", "-T", String(options.seconds)],
        ...["-l", `--log-prefix=${join(dir, "log")}`],
        ...scripts.flat(),
        databaseUrl,
      ],
      { cwd: dir, stdio: ["ignore", "ignore", "pipe"] },
    );
    // Per-transaction log lines: client, transaction, latency in µs, script, epoch s, epoch µs.
    const latencies = readdirSync(dir)
      .filter((name) => name.startsWith("log"))
      .flatMap((name) => readFileSync(join(dir, name), "utf8").trim().split("\n"))
      .filter(Boolean)
      .map((line) => Number(line.split(" ")[2]) / 1000)
      .sort((a, b) => a - b);
    return { perSecond: latencies.length / options.seconds, p95: percentile(latencies, 95) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
