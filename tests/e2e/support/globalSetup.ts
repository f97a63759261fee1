import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { launchChromium } from "./browser";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The Chromium the test files share (browser.ts), by its DevTools address. */
    browserEndpoint: string;
  }
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

/**
 * `npm start` (the built server) on 127.0.0.1 with a fresh embedded database in demo mode, and one
 * Chromium for every test file: started once, its caches warm from one file to the next.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), "avaliacoes-e2e-"));
  const port = await freePort();
  const server = spawn("npm", ["start"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, DEMO_MODE: "true" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null || Date.now() > deadline) {
      server.kill("SIGKILL");
      throw new Error(`o servidor não iniciou:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  project.provide("baseUrl", baseUrl);
  const profile = mkdtempSync(join(tmpdir(), "avaliacoes-chromium-"));
  const browser = await launchChromium(profile, ["--lang=pt-BR"]);
  project.provide("browserEndpoint", browser.wsEndpoint());

  return async () => {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
