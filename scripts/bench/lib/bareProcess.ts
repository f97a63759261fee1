import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";

/**
 * A bare handler (the stack's own limit: Express and `pg`, nothing else) in its own process, as
 * the app runs in its own: `script` gets a JSON file of `payload` (what it runs) as its argument
 * and DATABASE_URL, and prints `{"port": n}` once listening.
 */
export async function startBareProcess(script: string, databaseUrl: string, payload: unknown) {
  const dir = mkdtempSync(join(tmpdir(), "avaliacoes-bare-"));
  const file = join(dir, "payload.json");
  writeFileSync(file, JSON.stringify(payload));
  const child = spawn(process.execPath, ["--import", "tsx", script, file], {
    env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [line] = await new Promise<string[]>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once("line", (first) => resolve([first]));
    child.once("exit", (code) => reject(new Error(`o handler puro saiu (${code})`)));
  });
  const { port } = JSON.parse(line) as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
